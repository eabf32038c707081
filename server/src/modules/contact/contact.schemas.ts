import { z } from 'zod';
import { wording } from '@onbir/shared/messages/wording';
import { said } from '@onbir/shared/validation/said';
import { emailField, textField } from '../users/users.schemas';

export const contactBody = z.object(
  {
    name: textField('FULL_NAME', 1, 100),
    email: emailField(),
    subject: textField('SUBJECT', 1, 200),
    message: textField('MESSAGE', 1, 5000, { multiline: true }),
  },
  said(wording('validation', 'BODY_NOT_OBJECT')),
);
