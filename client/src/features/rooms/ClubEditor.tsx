import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import { roomStateOf } from '@onbir/shared/room/fromDto';
import { CLUB_NAME_MAX } from '@onbir/shared/room/constants';
import { clubsLocked, type Club } from '@onbir/shared/room/rules/club';
import { LengthNote, useLengthLimit } from '../../lib/ui/LengthNote';
import { failureText } from '../../lib/ui/Notice';
import { ClubCrest } from './ClubCrest';
import { checkAction, sendAction } from './roomActions';
import './rooms.css';
import './club.css';
import { useRefusalWords } from '../../lib/i18n/refusals';

/** Ready-made kits, one tap each on a phone; any two colours may be picked below them. */
const KITS = [
  { colors: ['#c8102e', '#ffffff'], label: msg`Kırmızı ve beyaz` },
  { colors: ['#0b3d91', '#ffd100'], label: msg`Lacivert ve sarı` },
  { colors: ['#ffd100', '#c8102e'], label: msg`Sarı ve kırmızı` },
  { colors: ['#111111', '#ffffff'], label: msg`Siyah ve beyaz` },
  { colors: ['#006a4e', '#ffffff'], label: msg`Yeşil ve beyaz` },
  { colors: ['#7b1e3a', '#87ceeb'], label: msg`Bordo ve mavi` },
  { colors: ['#6a1b9a', '#ffffff'], label: msg`Mor ve beyaz` },
  { colors: ['#f57c00', '#111111'], label: msg`Turuncu ve siyah` },
] as const;

/**
 * "Kulübüm": the member names his team, picks its two kit colours (a ready kit or any two) and sees the
 * generated crest as he types. The shared club rule answers first, then the room machine's `setClub`;
 * every refusal shows under the form. From the first kick-off the club is fixed: the form is gone and
 * only the club is shown. `compact` folds it under a summary line (the draft and match screens).
 */
export function ClubEditor({ room, userId, compact = false }: { room: RoomDto; userId: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const words = useRefusalWords();
  const id = useId();
  const limit = useLengthLimit(CLUB_NAME_MAX);
  const mine = room.players.find((p) => p.user._id === userId && !p.ai);
  const stored = mine?.club ?? null;
  const storedName = stored?.name ?? '';
  const [name, setName] = useState(stored?.name ?? '');
  const [colors, setColors] = useState<[string, string]>(stored ? [stored.colors[0], stored.colors[1]] : [KITS[0].colors[0], KITS[0].colors[1]]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!mine || clubsLocked(roomStateOf(room))) return null;

  const edit = (next: { name?: string; colors?: [string, string] }) => {
    if (next.name !== undefined) setName(next.name);
    if (next.colors) setColors(next.colors);
    setError(null);
    setSaved(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { name, colors };
    const refused = checkAction(room, userId, 'setClub', body);
    if (refused) return setError(words(refused));
    setBusy(true);
    setError(null);
    try {
      await sendAction('setClub', room._id, body, t`Kulüp kaydedilemedi.`);
      setSaved(true);
    } catch (err) {
      setError(failureText(err, t`Kulüp kaydedilemedi.`));
    } finally {
      setBusy(false);
    }
  };
  const previewName = name.trim() || t`Kulübüm`;
  const preview: Club = { name: previewName, colors };
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const form = (
    <form className="club-editor" onSubmit={(e) => void submit(e)} aria-label={t`Kulübüm`} data-testid="club-editor">
      {!compact && (
        <h2>
          <Trans>Kulübüm</Trans>
        </h2>
      )}
      <div className="club-editor-body">
        <div className="club-editor-preview">
          <ClubCrest club={preview} size={64} label={t`${previewName} arması`} />
          <span>{previewName}</span>
        </div>
        <div className="club-editor-fields">
          <label>
            <span>
              <Trans>Kulüp adı</Trans>
            </span>
            <input
              className="rm-input"
              value={name}
              maxLength={CLUB_NAME_MAX}
              onPaste={limit.onPaste}
              placeholder={t`ör. Kartal Spor`}
              autoComplete="off"
              onChange={(e) => edit({ name: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${limitId}` : limitId}
              data-testid="club-name"
            />
          </label>
          <LengthNote id={limitId} length={name.length} max={CLUB_NAME_MAX} cut={limit.cut} />
          <fieldset className="club-kits">
            <legend>
              <Trans>Hazır formalar</Trans>
            </legend>
            {KITS.map((kit) => (
              <button
                key={kit.colors.join()}
                type="button"
                className="club-kit"
                style={{ background: `linear-gradient(135deg, ${kit.colors[0]} 50%, ${kit.colors[1]} 50%)` }}
                aria-label={i18n._(kit.label)}
                aria-pressed={colors[0] === kit.colors[0] && colors[1] === kit.colors[1]}
                onClick={() => edit({ colors: [kit.colors[0], kit.colors[1]] })}
              />
            ))}
          </fieldset>
          <div className="club-editor-colors">
            <label>
              <input type="color" value={colors[0]} onChange={(e) => edit({ colors: [e.target.value, colors[1]] })} data-testid="club-color-1" />
              <span>
                <Trans>1. renk</Trans>
              </span>
            </label>
            <label>
              <input type="color" value={colors[1]} onChange={(e) => edit({ colors: [colors[0], e.target.value] })} data-testid="club-color-2" />
              <span>
                <Trans>2. renk</Trans>
              </span>
            </label>
          </div>
        </div>
      </div>
      <div className="club-editor-actions">
        <button type="submit" className="rm-btn rm-btn-primary" disabled={busy} data-testid="club-save">
          <Trans>Kulübü Kaydet</Trans>
        </button>
        <span role="status">
          {saved && (
            <span className="club-editor-saved">
              <Trans>Kulübünüz kaydedildi.</Trans>
            </span>
          )}
        </span>
      </div>
      {error && (
        <p id={errorId} className="club-editor-error" role="alert" data-testid="club-error">
          {error}
        </p>
      )}
    </form>
  );
  if (!compact) return <section className="rm-card club-editor-card">{form}</section>;
  return (
    <details className="rm-card club-editor-details">
      <summary>
        <ClubCrest club={stored} size={24} />
        {stored ? <Trans>Kulübüm: {storedName}</Trans> : <Trans>Kulübünü kur</Trans>}
      </summary>
      {form}
    </details>
  );
}
