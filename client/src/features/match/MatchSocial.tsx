import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QUICK_REACTIONS } from '@onbir/shared/room/constants';
import type { ChatMessageDto, RoomDto } from '@onbir/shared/room/dto';
import { failureText } from '../../lib/ui/Notice';
import { ChatPanel, checkAction, sendAction } from '../rooms';
import './matchSocial.css';
import { useRefusalWords } from '../../lib/i18n/refusals';

/** How long a new reaction is shown in the card after it arrives. */
const BURST_MS = 4000;
/** The chat opens by itself where there is room beside the pitch; on a phone it folds to one line. */
const WIDE = '(min-width: 861px)';

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

/**
 * The match screen's social part, for the room's members (spectators have no chat): quick reactions to the
 * live match (each with its count; a new one pops up in the card for a moment) and the room's chat, folded on a
 * phone to its last line and a "Sohbet" button that says how many lines came while it was shut. The same
 * room machine actions as the lobby's and the draft's (`chat`, `react` with the live fixture).
 */
export function MatchSocial({ room, userId, messages, fixtureId }: { room: RoomDto; userId: string; messages: ChatMessageDto[]; fixtureId: string | null }) {
  const { t } = useLingui();
  const words = useRefusalWords();
  const panelId = useId();
  const wide = useWide();
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? wide;
  const [error, setError] = useState<string | null>(null);
  const lines = messages.filter((m) => m.kind === 'chat');
  const reactions = fixtureId ? messages.filter((m) => m.kind === 'reaction' && m.fixtureId === fixtureId) : [];

  // Lines that came while the chat was shut.
  const [readCount, setReadCount] = useState(lines.length);
  useEffect(() => {
    if (expanded) setReadCount(lines.length);
  }, [expanded, lines.length]);
  const unread = expanded ? 0 : Math.max(0, lines.length - readCount);

  // Reactions as they arrive (not those loaded with the page) pop up for a moment.
  const [bursts, setBursts] = useState<ChatMessageDto[]>([]);
  const known = useRef<Set<string> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const reactionIds = reactions.map((r) => r.id).join();
  useEffect(() => {
    if (known.current === null) {
      known.current = new Set(reactions.map((r) => r.id));
      return;
    }
    const unseen = reactions.filter((r) => !known.current!.has(r.id));
    unseen.forEach((r) => known.current!.add(r.id));
    // The chat history may load after the page: its older reactions do not pop up.
    const fresh = unseen.filter((r) => Date.now() - Date.parse(r.createdAt) < BURST_MS);
    if (fresh.length === 0) return;
    setBursts((b) => [...b, ...fresh].slice(-6));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setBursts((b) => b.filter((x) => !fresh.includes(x)));
    }, BURST_MS);
    timers.current.add(timer);
    // The reactions are read through their ids: a new array each render is no new reaction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reactionIds]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const counts = new Map<string, number>();
  for (const r of reactions) counts.set(r.text, (counts.get(r.text) ?? 0) + 1);

  const react = async (reaction: string) => {
    if (!fixtureId) return;
    const refused = checkAction(room, userId, 'react', { fixtureId, reaction, id: '' });
    if (refused) return setError(words(refused));
    setError(null);
    try {
      await sendAction('react', room._id, { fixtureId, reaction }, t`Tepki gönderilemedi.`);
    } catch (err) {
      setError(failureText(err, t`Tepki gönderilemedi.`));
    }
  };
  const last = lines.at(-1);

  return (
    <section className="match-social card" aria-label={t`Maç sohbeti ve tepkiler`} data-testid="match-social">
      <div className="match-social-bar">
        {fixtureId && (
          <div className="match-reactions" role="group" aria-label={t`Maça tepki ver`}>
            {QUICK_REACTIONS.map((r) => {
              const n = counts.get(r) ?? 0;
              const label = n ? t`${r} ${n}: maça tepki ver` : t`${r}: maça tepki ver`;
              return (
                <button key={r} type="button" className="match-react" onClick={() => void react(r)} aria-label={label} data-testid="match-react">
                  <span aria-hidden="true">{r}</span>
                  {n > 0 && <small aria-hidden="true">{n}</small>}
                </button>
              );
            })}
          </div>
        )}
        <button type="button" className="rm-btn rm-btn-outline match-chat-toggle" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(!expanded)} data-testid="match-chat-toggle">
          {t`Sohbet`}
          {unread > 0 && (
            <span className="match-chat-unread" data-testid="match-chat-unread">
              {unread}
              <span className="visually-hidden">{t` yeni mesaj`}</span>
            </span>
          )}
        </button>
      </div>
      <div className="match-bursts" aria-hidden="true">
        {bursts.map((b) => (
          <span key={b.id} className="match-burst" data-testid="match-burst">
            <bdi>{b.text}</bdi> <small>
              <bdi>{b.username}</bdi>
            </small>
          </span>
        ))}
      </div>
      {!expanded && last && (
        <p className="match-chat-last" data-testid="match-chat-last">
          <strong>
            <bdi>{last.username}</bdi>:
          </strong>{' '}
          <bdi>{last.text}</bdi>
        </p>
      )}
      {error && (
        <p className="rm-error" role="alert">
          {error}
        </p>
      )}
      <div id={panelId} hidden={!expanded} className="match-chat">
        <ChatPanel roomId={room._id} messages={messages} />
      </div>
    </section>
  );
}
