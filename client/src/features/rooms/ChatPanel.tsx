import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@onbir/shared/text/format';
import { CHAT_MAX_LENGTH } from '@onbir/shared/room/constants';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { cleanChatText } from '@onbir/shared/room/rules/chat';
import { useLocale } from '../../lib/i18n/locale';
import { failureText } from '../../lib/ui/Notice';
import { sendAction } from './roomActions';
import './rooms.css';
import './draftRoom.css';
import { useRefusalWords } from '../../lib/i18n/refusals';


/**
 * The room chat of the lobby and draft screens: the room's messages with usernames and times (plain
 * text: React renders it as text, never HTML), a polite live region that announces new lines, and a form
 * reachable by keyboard. A refusal (too long, too fast) shows under the form.
 */
export function ChatPanel({ roomId, messages }: { roomId: string; messages: ChatMessageDto[] }) {
  const { t } = useLingui();
  const words = useRefusalWords();
  const locale = useLocale();
  const time = (iso: string) => formatDate(iso, locale, { hour: '2-digit', minute: '2-digit' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const lines = messages.filter((m) => m.kind === 'chat');
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const cleaned = cleanChatText(text);
    if ('code' in cleaned) return setError(words(cleaned));
    setBusy(true);
    setError(null);
    try {
      await sendAction('chat', roomId, { text: cleaned.text }, t`Mesaj gönderilemedi.`);
      setText('');
    } catch (err) {
      setError(failureText(err, t`Mesaj gönderilemedi.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rm-card rm-chat" aria-label={t`Oda sohbeti`}>
      <h2>
        <Trans>Sohbet</Trans>
      </h2>
      <div className="rm-chat-scroll" ref={list} role="log" aria-live="polite" aria-label={t`Mesajlar`} tabIndex={0}>
        {lines.length === 0 && (
          <p className="rm-muted">
            <Trans>Henüz mesaj yok.</Trans>
          </p>
        )}
        <ol className="rm-chat-list">
        {lines.map((m) => (
          <li key={m.id} data-testid="chat-line">
            <strong>
              <bdi>{m.username}</bdi>
            </strong> <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
            <span className="rm-chat-text" dir="auto">
              {m.text}
            </span>
          </li>
        ))}
        </ol>
      </div>
      <form className="rm-chat-form" onSubmit={(e) => void send(e)}>
        <input
          className="rm-input"
          aria-label={t`Mesaj yaz`}
          placeholder={t`Mesaj yaz…`}
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `chat-error-${roomId}` : undefined}
        />
        <button className="rm-btn rm-btn-primary rm-btn-small" type="submit" disabled={busy}>
          <Trans>Gönder</Trans>
        </button>
      </form>
      {error && (
        <p id={`chat-error-${roomId}`} className="rm-error" role="alert">
          {/* A shared rule's refusal (too long) is worded where it is made, in the language on screen. */}
          {error}
        </p>
      )}
    </section>
  );
}
