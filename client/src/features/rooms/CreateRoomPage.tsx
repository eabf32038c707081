import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigation';
import { AUTO_CONTINUE_SECONDS, BENCH_SIZES, FORM_BENCH_SIZE, MAX_PLAYERS, MIN_PLAYERS, PICK_CLOCK_CHOICES, ROOM_NAME_MAX, ROOM_PASSWORD_MIN, TOURNAMENT_FORMATS, DEFAULT_ROOM_AUCTION, type DraftOrderMode, type TournamentFormat } from '@onbir/shared/room/constants';
import { createRoomSchema, roomOptionsSchema, type RoomOptions } from '@onbir/shared/room/schemas';
import { wordingOfIssue } from '@onbir/shared/validation/said';
import { RequireLogin } from '../../lib/RequireLogin';
import { LengthNote, useLengthLimit } from '../../lib/ui/LengthNote';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { sendAction } from './roomActions';
import { LEAGUE_CHOICES, leagueLabel, type LeagueChoice } from './leagueLabels';
import { FORMAT_LABELS } from './roomLabels';
import { LeagueFields, RoomKindChoice } from './LeagueFields';
import { AuctionFields } from './AuctionFields';
import { defaultLeagueForm, leagueErrorsOf, leagueSettingsInput, type LeagueForm } from './leagueForm';
import './rooms.css';

/**
 * /create-room (docs/rooms.md, 'Creating a room'): name, password and every room option (roomOptionsSchema): players, clock, order, leagues, format, "Otomatik devam";
 * "Lig" adds a league's settings (docs/league.md, 'Screens').
 */
export function CreateRoomPage() {
  const { t } = useLingui();
  return (
    <RequireLogin message={t`Oda oluşturmak için lütfen giriş yapın.`}>
      <CreateRoomForm />
    </RequireLogin>
  );
}

/**
 * The form's options start as the schema's defaults and are sent whole: an option the schema gains reaches the room with nothing else to wire.
 * The form offers 3 substitutes first (a payload without the field stays at none).
 */
const DEFAULTS: RoomOptions = { ...roomOptionsSchema.parse({}), bench: FORM_BENCH_SIZE };

function CreateRoomForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [roomName, setRoomName] = useState('');
  const nameLimit = useLengthLimit(ROOM_NAME_MAX);
  const nameLimitId = useId();
  const [password, setPassword] = useState('');
  const [options, setOptions] = useState<RoomOptions>(DEFAULTS);
  const set = <K extends keyof RoomOptions>(key: K, value: RoomOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const { maxPlayers, pickSeconds, draftOrder, format, autoContinue, bench, kind } = options;
  const [leagueForm, setLeagueForm] = useState<LeagueForm>(() => defaultLeagueForm());
  // A league's refusals show beside their fields once a send was tried, and follow each change after it.
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const leagueErrors = kind === 'league' && tried ? leagueErrorsOf(leagueForm) : {};
  const leagues = options.leagues as LeagueChoice[];
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();
  const seconds = AUTO_CONTINUE_SECONDS;

  const toggleLeague = (league: LeagueChoice) => {
    const cur = leagues;
    if (league === 'all') return set('leagues', cur.includes('all') ? DEFAULTS.leagues : ['all']);
    const base = cur.filter((l) => l !== 'all');
    const next = base.includes(league) ? base.filter((l) => l !== league) : [...base, league];
    set('leagues', next.length ? next : cur);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    // An empty password is left out of the payload (docs/rooms.md, 'Creating a room'); the shared schema answers first.
    // A league's matchdays are on schedule: "Otomatik devam" is an evening's only. The auction's settings go only
    // with the auction order (the form's choice, else its defaults).
    const auction = draftOrder === 'auction' ? (options.auction ?? DEFAULT_ROOM_AUCTION) : undefined;
    const body = { roomName, ...options, auction, leagues, ...(kind === 'league' ? { autoContinue: false } : {}), ...(password ? { password } : {}), ...(kind === 'league' ? { league: leagueSettingsInput(leagueForm) } : {}) };
    if (kind === 'league' && Object.keys(leagueErrorsOf(leagueForm)).length) {
      setTried(true);
      // The first field refused gets the focus once drawn (keyboard and screen reader users land on it).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus());
      return;
    }
    const checked = createRoomSchema.safeParse(body);
    // A schema message made from a catalogue entry is worded from the issue's entry and values, in the language on screen.
    if (!checked.success) return show(wordingOfIssue(checked.error.issues[0]) ?? checked.error.issues[0].message);
    setBusy(true);
    try {
      const res = await sendAction('create', null, body);
      navigate(`/room/${res.room._id}`);
    } catch (err) {
      const reason = failureText(err, t`Sunucuya ulaşılamadı.`);
      show(t`Oda oluşturulurken bir hata oluştu: ${reason}`);
      setBusy(false);
    }
  };

  return (
    <div className="rm-page rm-narrow">
      <h1>
        <Trans>Oda Oluştur</Trans>
      </h1>
      <p className="rm-muted">
        <Trans>Arkadaşlarını davet et; oda dolup herkes hazır olduğunda draftı başlat.</Trans>
      </p>
      <Notice notice={notice} onClose={clear} />
      <form className="rm-card rm-form" onSubmit={submit} ref={formRef}>
        <label className="rm-field">
          <span>
            <Trans>Oda Adı</Trans>
          </span>
          <input
            className="rm-input"
            required
            maxLength={ROOM_NAME_MAX}
            value={roomName}
            onChange={(e) => setRoomName(e.target.value)}
            onPaste={nameLimit.onPaste}
            aria-describedby={nameLimitId}
            placeholder={t`Örn. Cuma Akşamı Ligi`}
          />
        </label>
        <LengthNote id={nameLimitId} length={roomName.length} max={ROOM_NAME_MAX} cut={nameLimit.cut} />
        <RoomKindChoice kind={kind} onChange={(k) => set('kind', k)} />
        {kind === 'league' && <LeagueFields form={leagueForm} onChange={setLeagueForm} errors={leagueErrors} />}
        <div className="rm-row">
          <label className="rm-field">
            <span>
              <Trans>Maksimum Oyuncu</Trans>
            </span>
            <input
              className="rm-input"
              type="number"
              required
              min={MIN_PLAYERS}
              max={MAX_PLAYERS}
              value={maxPlayers}
              onChange={(e) => set('maxPlayers', Number(e.target.value))}
            />
          </label>
          {(kind === 'evening' || leagueForm.draftMode === 'live') && (
            <label className="rm-field">
              <span>
                <Trans>Seçim Süresi</Trans>
              </span>
              <select className="rm-input" value={pickSeconds} onChange={(e) => set('pickSeconds', Number(e.target.value))}>
                {PICK_CLOCK_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {s ? t`${s} saniye` : t`Süresiz`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="rm-field">
            <span>
              <Trans>Draft Sırası</Trans>
            </span>
            <select className="rm-input" value={draftOrder} onChange={(e) => set('draftOrder', e.target.value as DraftOrderMode)}>
              <option value="snake">{t`Yılan (1-2-3-4-4-3-2-1)`}</option>
              <option value="straight">{t`Düz (1-2-3-4-1-2-3-4)`}</option>
              <option value="auction">{t`Açık artırma`}</option>
            </select>
          </label>
        </div>
        {draftOrder === 'auction' && <AuctionFields value={options.auction ?? DEFAULT_ROOM_AUCTION} onChange={(a) => set('auction', a)} />}
        <label className="rm-field">
          <span>
            <Trans>
              Şifre <small>(isteğe bağlı)</small>
            </Trans>
          </span>
          <input className="rm-input" type="password" minLength={ROOM_PASSWORD_MIN} value={password} onChange={(e) => setPassword(e.target.value)} placeholder={t`Boş bırakılırsa oda herkese açık`} autoComplete="new-password" />
        </label>
        <fieldset className="rm-field rm-leagues">
          <legend>
            <Trans>Ligler</Trans>
          </legend>
          <div className="rm-chips">
            {LEAGUE_CHOICES.map((league) => (
              <label key={league} className={`rm-chip${leagues.includes(league) ? ' rm-chip-on' : ''}`}>
                <input type="checkbox" checked={leagues.includes(league)} onChange={() => toggleLeague(league)} />
                {leagueLabel(league, i18n)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="rm-field">
          <span>
            <Trans>Turnuva Biçimi</Trans>
          </span>
          <select className="rm-input" value={format} onChange={(e) => set('format', e.target.value as TournamentFormat)}>
            {TOURNAMENT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {i18n._(FORMAT_LABELS[f])}
              </option>
            ))}
          </select>
        </label>
        <label className="rm-field">
          <span>
            <Trans>
              Yedekler <small>(ilk 11'den sonra ek turlarda, her mevkiden)</small>
            </Trans>
          </span>
          <select className="rm-input" value={bench} onChange={(e) => set('bench', Number(e.target.value))} data-testid="bench-size">
            {BENCH_SIZES.map((n) => (
              <option key={n} value={n}>
                {n ? t`${n} yedek` : t`Yedek yok`}
              </option>
            ))}
          </select>
        </label>
        {kind !== 'league' && (
          <label className="rm-check">
            <input type="checkbox" checked={autoContinue} onChange={(e) => set('autoContinue', e.target.checked)} />
            <span>
              <Trans>
                Otomatik devam <small>(her maçtan sonra {seconds} saniyelik geri sayımla sıradaki maç başlar; kurucu duraklatabilir)</small>
              </Trans>
            </span>
          </label>
        )}
        <button className="rm-btn rm-btn-primary rm-btn-block" type="submit" disabled={busy}>
          {busy ? t`Oluşturuluyor…` : t`Oda Oluştur`}
        </button>
      </form>
    </div>
  );
}
