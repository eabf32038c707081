import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../app/navigation';
import { DEFAULT_LEAGUES, MAX_PLAYERS, MIN_PLAYERS, PICK_CLOCK_CHOICES, PICK_SECONDS, ROOM_PASSWORD_MIN } from '@onbir/shared/game/rooms';
import { DEFAULT_DRAFT_ORDER, type DraftOrderMode } from '@onbir/shared/game/draftOrder';
import { AUTO_CONTINUE_SECONDS, FORMAT_LABELS, TOURNAMENT_FORMATS, type TournamentFormat } from '@onbir/shared/game/matchDay';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { roomsApi } from './roomsApi';
import { LEAGUE_CHOICES, leagueLabel, type LeagueChoice } from './leagueLabels';
import './rooms.css';


/** /create-room (spec 2.6, 5.3): name, 2-8 players (default 2), optional password, leagues, pick clock. */
export function CreateRoomPage() {
  return (
    <RequireLogin message="Oda oluşturmak için lütfen giriş yapın.">
      <CreateRoomForm />
    </RequireLogin>
  );
}

function CreateRoomForm() {
  const navigate = useNavigate();
  const [roomName, setRoomName] = useState('');
  const [maxPlayers, setMaxPlayers] = useState(MIN_PLAYERS);
  const [password, setPassword] = useState('');
  const [leagues, setLeagues] = useState<LeagueChoice[]>(DEFAULT_LEAGUES);
  const [pickSeconds, setPickSeconds] = useState<number>(PICK_SECONDS.default);
  const [draftOrder, setDraftOrder] = useState<DraftOrderMode>(DEFAULT_DRAFT_ORDER);
  const [format, setFormat] = useState<TournamentFormat>('round_robin');
  const [autoContinue, setAutoContinue] = useState(false);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const toggleLeague = (league: LeagueChoice) => {
    setLeagues((cur) => {
      if (league === 'all') return cur.includes('all') ? DEFAULT_LEAGUES : ['all'];
      const base = cur.filter((l) => l !== 'all');
      const next = base.includes(league) ? base.filter((l) => l !== league) : [...base, league];
      return next.length ? next : cur;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      // An empty password is left out of the payload (spec 5.3).
      const res = await roomsApi.create({ roomName, maxPlayers, leagues, pickSeconds, draftOrder, format, autoContinue, ...(password ? { password } : {}) });
      navigate(`/room/${res.room._id}`);
    } catch (err) {
      show(`Oda oluşturulurken bir hata oluştu: ${failureText(err, 'Sunucuya ulaşılamadı.')}`);
      setBusy(false);
    }
  };

  return (
    <div className="rm-page rm-narrow">
      <h1>Oda Oluştur</h1>
      <p className="rm-muted">Arkadaşlarını davet et; oda dolup herkes hazır olduğunda draftı başlat.</p>
      <Notice notice={notice} onClose={clear} />
      <form className="rm-card rm-form" onSubmit={submit}>
        <label className="rm-field">
          <span>Oda Adı</span>
          <input className="rm-input" required maxLength={60} value={roomName} onChange={(e) => setRoomName(e.target.value)} placeholder="Örn. Cuma Akşamı Ligi" />
        </label>
        <div className="rm-row">
          <label className="rm-field">
            <span>Maksimum Oyuncu</span>
            <input
              className="rm-input"
              type="number"
              required
              min={MIN_PLAYERS}
              max={MAX_PLAYERS}
              value={maxPlayers}
              onChange={(e) => setMaxPlayers(Number(e.target.value))}
            />
          </label>
          <label className="rm-field">
            <span>Seçim Süresi</span>
            <select className="rm-input" value={pickSeconds} onChange={(e) => setPickSeconds(Number(e.target.value))}>
              {PICK_CLOCK_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {s ? `${s} saniye` : 'Süresiz'}
                </option>
              ))}
            </select>
          </label>
          <label className="rm-field">
            <span>Draft Sırası</span>
            <select className="rm-input" value={draftOrder} onChange={(e) => setDraftOrder(e.target.value as DraftOrderMode)}>
              <option value="snake">Yılan (1-2-3-4-4-3-2-1)</option>
              <option value="straight">Düz (1-2-3-4-1-2-3-4)</option>
            </select>
          </label>
        </div>
        <label className="rm-field">
          <span>
            Şifre <small>(isteğe bağlı)</small>
          </span>
          <input className="rm-input" type="password" minLength={ROOM_PASSWORD_MIN} value={password} onChange={(e) => setPassword(e.target.value)} placeholder="Boş bırakılırsa oda herkese açık" autoComplete="new-password" />
        </label>
        <fieldset className="rm-field rm-leagues">
          <legend>Ligler</legend>
          <div className="rm-chips">
            {LEAGUE_CHOICES.map((league) => (
              <label key={league} className={`rm-chip${leagues.includes(league) ? ' rm-chip-on' : ''}`}>
                <input type="checkbox" checked={leagues.includes(league)} onChange={() => toggleLeague(league)} />
                {leagueLabel(league)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="rm-field">
          <span>Turnuva Biçimi</span>
          <select className="rm-input" value={format} onChange={(e) => setFormat(e.target.value as TournamentFormat)}>
            {TOURNAMENT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="rm-check">
          <input type="checkbox" checked={autoContinue} onChange={(e) => setAutoContinue(e.target.checked)} />
          <span>
            Otomatik devam <small>(her maçtan sonra {AUTO_CONTINUE_SECONDS} saniyelik geri sayımla sıradaki maç başlar; kurucu duraklatabilir)</small>
          </span>
        </label>
        <button className="rm-btn rm-btn-primary rm-btn-block" type="submit" disabled={busy}>
          {busy ? 'Oluşturuluyor…' : 'Oda Oluştur'}
        </button>
      </form>
    </div>
  );
}
