import type { Server, Socket } from 'socket.io';
import { isLocale, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { browserLocale, messageIn } from '../http/localizeAnswers';
import { onEveryNamespace } from './socketBudgets';

/** A socket's language: what the app said it shows (handshake auth `lang`), else the browser's (cookie, Accept-Language). */
export function socketLocale(socket: Socket): Locale {
  const asked = (socket.handshake.auth as { lang?: unknown } | undefined)?.lang;
  return isLocale(asked) ? asked : (browserLocale(socket.request) ?? SOURCE_LOCALE);
}

/** A refusal or answer ({ code, message, params, key }) in `locale`; anything else as it is. */
export function localizeAnswer<T>(answer: T, locale: Locale): T {
  if (locale === SOURCE_LOCALE || !answer || typeof answer !== 'object') return answer;
  const { message, code, params, key } = answer as { message?: unknown; code?: unknown; params?: unknown; key?: unknown };
  if (typeof message !== 'string') return answer;
  return { ...answer, message: messageIn({ message, code, params, key }, locale) };
}

/**
 * Every acknowledgement a socket gets answers in its language: registered before the other per-event
 * middlewares, so the flood limit's and the session check's refusals are translated too. (What a room's
 * channel broadcasts goes to readers of both languages at once: such texts travel as codes and values
 * for the client to word: docs/i18n.md.)
 */
export function localizeSocketAnswers(io: Server): void {
  onEveryNamespace(io, (nsp) =>
    nsp.on('connection', (socket) => {
      const locale = socketLocale(socket);
      (socket.data as { locale?: Locale }).locale = locale;
      if (locale === SOURCE_LOCALE) return;
      socket.use((packet, next) => {
        const last = packet.length - 1;
        const ack = packet[last];
        if (typeof ack === 'function') packet[last] = (answer: unknown) => ack(localizeAnswer(answer, locale));
        next();
      });
    }),
  );
}
