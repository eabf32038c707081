import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../app/navigation';
import type { RoomListItem } from '@onbir/shared/room/dto';
import { RequireLogin } from '../../lib/RequireLogin';
import { Notice, useNotice } from '../../lib/ui/Notice';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { sendAction } from './roomActions';
import { roomsApi } from './roomsApi';
import { roomPath } from './roomRedirect';
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
    logAs: 'Oda listesi alınırken bir hata oluştu.',
  });

  const shown = useMemo(() => {
    // Accent- and dotless-i-insensitive: "isik" finds "Işık Ligi".
    return (rooms ?? []).filter((r) => matchesQuery(r.roomName, search));
  }, [rooms, search]);

  const join = async (room: RoomListItem, password?: string) => {
    if (room.players.some((p) => p.user._id === user?._id)) return navigate(roomPath(room));
    if (room.isLocked && password === undefined) return setAsking(room);
    clear();
    if (await attempt(() => sendAction('join', room._id, password ? { password } : {}, 'Odaya katılırken bir hata oluştu.'), 'Odaya katılırken bir hata oluştu.')) navigate(`/room/${room._id}`);
  };

  return (
    <div className="rm-page">
      <header className="rm-head">
        <div>
          <h1>Simülasyon Odaları</h1>
          <p className="rm-muted">Bir odaya katıl, kadronu draft et, turnuvayı kazan.</p>
        </div>
        <Link className="rm-btn rm-btn-primary" to="/create-room">
          + Oda Oluştur
        </Link>
      </header>
      <Notice notice={notice} onClose={clear} />
      <input
        className="rm-input rm-search"
        type="search"
        placeholder="Oda adına göre ara…"
        aria-label="Oda ara"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {failed && <p className="rm-error" role="alert">Oda listesi alınırken bir hata oluştu.</p>}
      {rooms === null && !failed && <p className="rm-muted">Odalar yükleniyor…</p>}
      {rooms !== null && shown.length === 0 && <p className="rm-empty">{search ? 'Aramanıza uyan oda yok.' : 'Henüz oda yok. İlk odayı sen oluştur!'}</p>}
      <ul className="rm-list">
        {shown.map((room) => {
          const full = room.players.length >= room.maxPlayers;
          const mine = room.players.some((p) => p.user._id === user?._id);
          return (
            <li key={room._id} className="rm-card rm-room" data-testid="room-card">
              <div className="rm-room-main">
                <h2>
                  {room.isLocked && (
                    <span className="rm-lock" title="Şifreli oda" aria-label="Şifreli oda">
                      <LockIcon />
                    </span>
                  )}
                  {room.roomName}
                </h2>
                <p className="rm-muted">
                  Kurucu: {room.creator.username} · {room.leagues.map(leagueLabel).join(', ')}
                </p>
              </div>
              <div className="rm-room-side">
                <span className={`rm-count${full ? ' rm-full' : ''}`}>
                  {room.players.length}/{room.maxPlayers} {full && '· Dolu'}
                </span>
                <StatusBadge status={room.status} />
                <button className="rm-btn rm-btn-primary" disabled={!mine && (full || room.status !== 'waiting')} onClick={() => void join(room)}>
                  {mine ? 'Odaya Git' : 'Katıl'}
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
        <p className="rm-muted">Bu oda şifreli. Katılmak için şifreyi girin.</p>
        <input className="rm-input" type="password" autoFocus aria-label="Oda şifresi" placeholder="Şifre" value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="rm-actions">
          <button type="button" className="rm-btn rm-btn-outline" onClick={onCancel}>
            Vazgeç
          </button>
          <button type="submit" className="rm-btn rm-btn-primary" disabled={!password}>
            Katıl
          </button>
        </div>
      </form>
    </div>
  );
}
