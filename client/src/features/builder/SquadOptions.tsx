import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubKit, type KitPaint } from '@onbir/shared/builder/kit';
import { clipCoach, clipTitle, COACH_MAX, type Squad, TITLE_MAX } from '@onbir/shared/builder/squad';
import { Icon } from '../../ui/Icon';

/** Title, coach, pitch orientation and the kit's colours (the club's, or two of the user's). */
export function SquadOptions({ squad, paint, onChange }: { squad: Squad; paint: KitPaint; onChange(patch: Partial<Squad>): void }) {
  const { t } = useLingui();
  const id = useId();
  const own = squad.kit !== null;
  const club = clubKit(squad.club);
  return (
    <section className="b-panel" aria-labelledby={`${id}-h`}>
      <h2 className="b-panel-title" id={`${id}-h`}>
        <Trans>Kadro bilgileri</Trans>
      </h2>
      <label className="b-field">
        <span>
          <Trans>Başlık</Trans>
        </span>
        <input className="b-input" value={squad.title} maxLength={TITLE_MAX} placeholder={t`Derbi 11'i`} onChange={(e) => onChange({ title: clipTitle(e.target.value) })} />
      </label>
      <label className="b-field">
        <span>
          <Trans>Teknik direktör</Trans>
        </span>
        <input className="b-input" value={squad.coach} maxLength={COACH_MAX} onChange={(e) => onChange({ coach: clipCoach(e.target.value) })} />
      </label>
      <button
        type="button"
        className="b-btn"
        aria-pressed={squad.orientation === 'gk-top'}
        onClick={() => onChange({ orientation: squad.orientation === 'gk-top' ? 'gk-bottom' : 'gk-top' })}
      >
        <Icon name="flip" /> {squad.orientation === 'gk-top' ? t`Kaleci üstte` : t`Kaleci altta`}
      </button>
      <fieldset className="b-kit">
        <legend>
          <Trans>Forma renkleri</Trans>
        </legend>
        <label className="b-radio">
          <input type="radio" name={`${id}-kit`} checked={!own} onChange={() => onChange({ kit: null })} /> <Trans>Kulüp renkleri</Trans>
        </label>
        <label className="b-radio">
          <input type="radio" name={`${id}-kit`} checked={own} onChange={() => onChange({ kit: club })} /> <Trans>Kendi renklerim</Trans>
        </label>
        <div className="b-kit-colours">
          <label>
            <span>
              <Trans>Forma</Trans>
            </span>
            <input type="color" value={paint.primary} disabled={!own} onChange={(e) => onChange({ kit: { primary: e.target.value, secondary: paint.secondary } })} />
          </label>
          <label>
            <span>
              <Trans>Şerit</Trans>
            </span>
            <input type="color" value={paint.secondary} disabled={!own} onChange={(e) => onChange({ kit: { primary: paint.primary, secondary: e.target.value } })} />
          </label>
          <span className="b-kit-sample" style={{ background: paint.primary, color: paint.text, borderColor: paint.secondary }}>
            10
          </span>
        </div>
      </fieldset>
    </section>
  );
}
