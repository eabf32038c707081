import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PICK_CLOCK_HOURS, type DraftMode } from '@onbir/shared/league/settings';
import type { Weekday } from '@onbir/shared/league/matchdays';
import type { RoomKind } from '@onbir/shared/room/constants';
import { ShownText } from '../../lib/i18n/RefusalText';
import { useLocale } from '../../lib/i18n/locale';
import { timeZoneChoices, type LeagueErrors, type LeagueField, type LeagueForm } from './leagueForm';
import { WEEK, weekdayName } from './leagueText';
import './league.css';

/**
 * "Lig" on the create form (docs/league.md, 'Screens'): draft mode, the slow clock and its quiet hours,
 * matchdays and the time zone. Each refusal of the settings schema is shown beside its field and named by
 * the field's aria-describedby.
 */
export function LeagueFields({ form, onChange, errors }: { form: LeagueForm; onChange: (form: LeagueForm) => void; errors: LeagueErrors }) {
  const id = useId();
  const errorId = (field: LeagueField) => `${id}-${field}`;
  const kit: FieldKit = {
    form,
    errors,
    set: (key, value) => onChange({ ...form, [key]: value }),
    errorId,
    described: (field) => (errors[field] ? { 'aria-describedby': errorId(field), 'aria-invalid': true } : {}),
    // A group is no control: it names its refusal, and the form focuses its first box (aria-invalid is for controls).
    grouped: (field) => (errors[field] ? { 'aria-describedby': errorId(field), 'data-invalid': true } : {}),
  };
  return (
    <div className="lg-fields" data-testid="league-fields">
      <DraftFields kit={kit} name={`${id}-mode`} />
      <MatchdayFields kit={kit} />
    </div>
  );
}

/** What each part of the league fields works with: the form, its refusals, and the attributes naming them. */
interface FieldKit {
  form: LeagueForm;
  errors: LeagueErrors;
  set: <K extends keyof LeagueForm>(key: K, value: LeagueForm[K]) => void;
  errorId: (field: LeagueField) => string;
  described: (field: LeagueField) => object;
  grouped: (field: LeagueField) => object;
}

/** Live or slow; a slow draft's clock in hours and its quiet hours. */
function DraftFields({ kit, name }: { kit: FieldKit; name: string }) {
  const { t } = useLingui();
  const { form, errors, set, errorId, described, grouped } = kit;
  const slow = form.draftMode === 'slow';
  const modes: Array<[DraftMode, string]> = [
    ['live', t`Canlı`],
    ['slow', t`Yavaş`],
  ];
  return (
    <>
      <fieldset className="rm-field" {...grouped('draftMode')}>
        <legend>
          <Trans>Draft biçimi</Trans>
        </legend>
        <div className="rm-chips">
          {modes.map(([mode, label]) => (
            <label key={mode} className={`rm-chip${form.draftMode === mode ? ' rm-chip-on' : ''}`}>
              <input type="radio" name={name} checked={form.draftMode === mode} onChange={() => set('draftMode', mode)} />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={errorId('draftMode')} error={errors.draftMode} />
      </fieldset>
      {slow && (
        <div className="rm-field">
          <label className="rm-field">
            <span>
              <Trans>
                Seçim saati <small>(yavaş draftta her seçimin süresi)</small>
              </Trans>
            </span>
            <select className="rm-input" value={form.pickClockHours} onChange={(e) => set('pickClockHours', Number(e.target.value))} {...described('pickClockHours')}>
              {PICK_CLOCK_HOURS.map((h) => (
                <option key={h} value={h}>
                  {t`${h} saat`}
                </option>
              ))}
            </select>
          </label>
          <FieldError id={errorId('pickClockHours')} error={errors.pickClockHours} />
        </div>
      )}
      {slow && (
        <fieldset className="rm-field" {...grouped('quietWindow')}>
          <legend>
            <Trans>Sessiz saatler</Trans>
          </legend>
          <label className="rm-check lg-check">
            <input type="checkbox" checked={form.quiet} onChange={(e) => set('quiet', e.target.checked)} />
            <span>
              <Trans>Gece saat dursun (bu saatlerde seçim süresi işlemez)</Trans>
            </span>
          </label>
          {form.quiet && (
            <div className="lg-pair">
              <TimeInput label={t`Başlangıç`} value={form.quietFrom} onChange={(v) => set('quietFrom', v)} invalid={Boolean(errors.quietWindow)} describedBy={errorId('quietWindow')} />
              <TimeInput label={t`Bitiş`} value={form.quietTo} onChange={(v) => set('quietTo', v)} invalid={Boolean(errors.quietWindow)} describedBy={errorId('quietWindow')} />
            </div>
          )}
          <FieldError id={errorId('quietWindow')} error={errors.quietWindow} />
        </fieldset>
      )}
    </>
  );
}

/** The matchdays (every day or chosen weekdays), their kick-off time and the league's time zone. */
function MatchdayFields({ kit }: { kit: FieldKit }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { form, errors, set, errorId, described, grouped } = kit;
  const zones = useMemo(() => timeZoneChoices(form.timeZone), [form.timeZone]);
  const toggleDay = (day: Weekday) => set('days', form.days.includes(day) ? form.days.filter((d) => d !== day) : [...form.days, day]);
  return (
    <>
      <fieldset className="rm-field" {...grouped('matchdays.days')}>
        <legend>
          <Trans>Maç günleri</Trans>
        </legend>
        <div className="rm-chips">
          <label className={`rm-chip${form.everyDay ? ' rm-chip-on' : ''}`}>
            <input type="checkbox" checked={form.everyDay} onChange={(e) => set('everyDay', e.target.checked)} />
            <Trans>Her gün</Trans>
          </label>
          {!form.everyDay &&
            WEEK.map((day) => (
              <label key={day} className={`rm-chip${form.days.includes(day) ? ' rm-chip-on' : ''}`} title={weekdayName(day, locale, 'long')}>
                <input type="checkbox" checked={form.days.includes(day)} onChange={() => toggleDay(day)} />
                {weekdayName(day, locale)}
              </label>
            ))}
        </div>
        <FieldError id={errorId('matchdays.days')} error={errors['matchdays.days']} />
      </fieldset>
      <div className="lg-pair">
        <div className="rm-field">
          <TimeInput label={t`Maç saati`} value={form.time} onChange={(v) => set('time', v)} invalid={Boolean(errors['matchdays.time'])} describedBy={errorId('matchdays.time')} />
          <FieldError id={errorId('matchdays.time')} error={errors['matchdays.time']} />
        </div>
        <div className="rm-field">
          <label className="rm-field">
            <span>
              <Trans>Saat dilimi</Trans>
            </span>
            <select className="rm-input" value={form.timeZone} onChange={(e) => set('timeZone', e.target.value)} {...described('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
          <FieldError id={errorId('timeZone')} error={errors.timeZone} />
        </div>
      </div>
    </>
  );
}

function TimeInput({ label, value, onChange, invalid, describedBy }: { label: string; value: string; onChange: (v: string) => void; invalid: boolean; describedBy: string }) {
  return (
    <label className="rm-field">
      <span>{label}</span>
      <input className="rm-input" type="time" value={value} onChange={(e) => onChange(e.target.value)} {...(invalid ? { 'aria-invalid': true, 'aria-describedby': describedBy } : {})} />
    </label>
  );
}

/** A field's refusal, in the language on screen; the field names it by its id. */
function FieldError({ id, error }: { id: string; error: LeagueErrors[LeagueField] }) {
  if (!error) return null;
  return (
    <p className="lg-error" id={id} role="alert">
      <ShownText text={error} />
    </p>
  );
}

/** "Tek akşam" (today's room: everyone online for one evening) or "Lig" (a season over days). */
export function RoomKindChoice({ kind, onChange }: { kind: RoomKind; onChange: (kind: RoomKind) => void }) {
  const { t } = useLingui();
  const name = useId();
  const kinds: Array<[RoomKind, string]> = [
    ['evening', t`Tek akşam`],
    ['league', t`Lig`],
  ];
  return (
    <fieldset className="rm-field">
      <legend>
        <Trans>Oda türü</Trans>
      </legend>
      <div className="rm-chips lg-kind">
        {kinds.map(([value, label]) => (
          <label key={value} className={`rm-chip${kind === value ? ' rm-chip-on' : ''}`}>
            <input type="radio" name={name} checked={kind === value} onChange={() => onChange(value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
