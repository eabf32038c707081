import type { z } from 'zod';
import { answerWith, wording } from '@onbir/shared/messages/wording';
import type { Locale } from '@onbir/shared/text/locale';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import type { contactBody } from './contact.schemas';

/**
 * Stores the message, then forwards it to CONTACT_TO when configured; a mail failure does not lose it.
 * The forward names the language the sender wrote from, so the answer can be in it.
 */
export async function submitContact(ctx: AppContext, input: z.output<typeof contactBody>, locale: Locale) {
  await ctx.db.insert(contactMessages).values(input);
  const to = ctx.config.CONTACT_TO;
  if (to) {
    try {
      await ctx.mailer.send({
        to,
        subject: `onbir iletişim: ${input.subject}`,
        text: `Gönderen: ${input.name} <${input.email}>\nDil: ${locale === 'en' ? 'İngilizce (English)' : 'Türkçe'}\nKonu: ${input.subject}\n\n${input.message}\n`,
      });
    } catch (err) {
      ctx.log.error({ err }, 'contact message could not be forwarded');
    }
  }
  return answerWith(wording('server', 'CONTACT_SENT'));
}
