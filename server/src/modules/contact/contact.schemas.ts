import { z } from 'zod';
import { validationMessages } from '@onbir/shared/messages/validation';
import { emailField, textField } from '../users/users.schemas';

export const contactBody = z.object(
  {
    name: textField('Ad Soyad', 1, 100),
    email: emailField(),
    subject: textField('Konu', 1, 200),
    message: textField('Mesaj', 1, 5000, { multiline: true }),
  },
  { error: validationMessages.BODY_NOT_OBJECT },
);
