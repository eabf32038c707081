import type { z } from 'zod';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import type { contactBody } from './contact.schemas';

/** Stores the message, then forwards it to CONTACT_TO when configured; a mail failure does not lose it. */
export async function submitContact(ctx: AppContext, input: z.output<typeof contactBody>) {
  await ctx.db.insert(contactMessages).values(input);
  const to = ctx.config.CONTACT_TO;
  if (to) {
    try {
      await ctx.mailer.send({
        to,
        subject: `onbir iletişim: ${input.subject}`,
        text: `Gönderen: ${input.name} <${input.email}>\nKonu: ${input.subject}\n\n${input.message}\n`,
      });
    } catch (err) {
      ctx.log.error({ err }, 'contact message could not be forwarded');
    }
  }
  return { message: 'Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapacağız.' };
}
