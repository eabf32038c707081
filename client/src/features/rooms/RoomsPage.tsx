import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '../../lib/navigation';
import type { RoomListItem } from '@onbir/shared/room/dto';
import { RequireLogin } from '../../lib/RequireLogin';
import { Notice, useNotice } from '../../lib/ui/Notice';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { sendAction } from './roomActions';
import { roomsApi } from './roomsApi';
import { isMemberOf, roomPath } from './roomRedirect';
import { leagueLabel } from './leagueLabels';
import { StatusBadge } from './StatusBadge';
import { LockIcon } from './icons';
import './rooms.css';
import { matchesQuery } from '@onbir/shared/text/fold';

const REFRESH_MS = 10_000;

/** /rooms: every room, newest first, with a name search, full and locked marks, and a password prompt for locked rooms. */
export function RoomsPage() {
  return (
    <RequireLogin>
      <RoomList />
    </RequireLogin>
  );
}

function RoomList() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<RoomListItem | null>(null);
  const { notice, show, clear, attempt } = useNotice();
  // Sent here by a kick: the room's screen passes on why.
  const kickedNotice = (useLocation().state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (kickedNotice) show(kickedNotice);
  }, [kickedNotice, show]);
  // The list is asked again every 10 s; the last one stays on screen meanwhile.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setTick((n) => n + 1), REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  const { data: rooms, failed } = useRemote<RoomListItem[] | null>(`rooms:${tick}`, (signal) => roomsApi.list(signal), {
    empty: null,
    keepPrevious: true,
    // The developer's log, not the page: the page says it below.
    logAs: 'rooms list failed',
  });

  const shown = useMemo(() => {
    // Accent- and dotless-i-insensitive: "isik" finds "Işık Ligi".
    return (rooms ?? []).filter((r) => matchesQuery(r.roomName, search));
  }, [rooms, search]);

  const join = async (room: RoomListItem, password?: string) => {
    if (isMemberOf(room, user?._id)) return navigate(roomPath(room));
    if (room.isLocked && password === undefined) return setAsking(room);
    clear();
    const failed = t`Odaya katılırken bir hata oluştu.`;
    if (await attempt(() => sendAction('join', room._id, password ? { password } : {}, failed), failed)) navigate(`/room/${room._id}`);
  };

  return (
    <div className="rm-page">
      <header className="rm-head">
        <div>
          <h1>
            <Trans>Simülasyon Odaları</Trans>
          </h1>
          <p className="rm-muted">
            <Trans>Bir odaya katıl, kadronu draft et, turnuvayı kazan.</Trans>
          </p>
        </div>
        <Link className="rm-btn rm-btn-primary" to="/create-room">
          <Trans>+ Oda Oluştur</Trans>
        </Link>
      </header>
      <Notice notice={notice} onClose={clear} />
      <input
        className="rm-input rm-search"
        type="search"
        placeholder={t`Oda adına göre ara…`}
        aria-label={t`Oda ara`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {failed && (
        <p className="rm-error" role="alert">
          <Trans>Oda listesi alınırken bir hata oluştu.</Trans>
        </p>
      )}
      {rooms === null && !failed && (
        <p className="rm-muted">
          <Trans>Odalar yükleniyor…</Trans>
        </p>
      )}
      {rooms !== null && shown.length === 0 && <p className="rm-empty">{search ? t`Aramanıza uyan oda yok.` : t`Henüz oda yok. İlk odayı sen oluştur!`}</p>}
      <ul className="rm-list">
        {shown.map((room) => {
          const full = room.players.length >= room.maxPlayers;
          // A seat an AI took over when the user left or was kicked keeps his id but is not his.
          const mine = isMemberOf(room, user?._id);
          const creator = room.creator.username;
          const leagues = room.leagues.map((l) => leagueLabel(l, i18n)).join(', ');
          return (
            <li key={room._id} className="rm-card rm-room" data-testid="room-card">
              <div className="rm-room-main">
                <h2>
                  {room.isLocked && (
                    <span className="rm-lock" title={t`Şifreli oda`} aria-label={t`Şifreli oda`}>
                      <LockIcon />
                    </span>
                  )}
                  <bdi>{room.roomName}</bdi>
                </h2>
                <p className="rm-muted">
                  <Trans>
                    Kurucu: <bdi>{creator}</bdi> · {leagues}
                  </Trans>
                </p>
              </div>
              <div className="rm-room-side">
                <span className={`rm-count${full ? ' rm-full' : ''}`}>
                  {room.players.length}/{room.maxPlayers} {full && t`· Dolu`}
                </span>
                <StatusBadge status={room.status} />
                <button className="rm-btn rm-btn-primary" disabled={!mine && (full || room.status !== 'waiting')} onClick={() => void join(room)}>
                  {mine ? t`Odaya Git` : t`Katıl`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {asking && <PasswordPrompt room={asking} onCancel={() => setAsking(null)} onSubmit={(pw) => (setAsking(null), void join(asking, pw))} />}
    </div>
  );
}

function PasswordPrompt({ room, onCancel, onSubmit }: { room: RoomListItem; onCancel: () => void; onSubmit: (password: string) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(password);
  };
  return (
    <div className="rm-backdrop" role="dialog" aria-modal="true" aria-labelledby="rm-pw-title">
      <form className="rm-card rm-modal" onSubmit={submit}>
        <h2 id="rm-pw-title">
          <LockIcon /> {room.roomName}
        </h2>
        <p className="rm-muted">
          <Trans>Bu oda şifreli. Katılmak için şifreyi girin.</Trans>
        </p>
        <input className="rm-input" type="password" autoFocus aria-label={t`Oda şifresi`} placeholder={t`Şifre`} value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="rm-actions">
          <button type="button" className="rm-btn rm-btn-outline" onClick={onCancel}>
            <Trans>Vazgeç</Trans>
          </button>
          <button type="submit" className="rm-btn rm-btn-primary" disabled={!password}>
            <Trans>Katıl</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}
