import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PLAN_RULES } from '@onbir/shared/match/decisionRules';
import { describePlanRule, unfitChanges, type UnfitChange } from '@onbir/shared/match/plans';
import { positionsOf } from '@onbir/shared/players/positions';
import { isBenchKey } from '@onbir/shared/formations/gameFormations';
import { SCORE_CONDITIONS, type PlanChange, type PlanRule, type ScoreCondition } from '@onbir/shared/match/types';
import type { RoomDto } from '@onbir/shared/room/dto';

/** The changes a rule can make, by a key the select uses. */
const CHANGES: Record<string, PlanChange> = {
  'mentality:attacking': { type: 'mentality', value: 'attacking' },
  'mentality:all_out_attack': { type: 'mentality', value: 'all_out_attack' },
  'mentality:balanced': { type: 'mentality', value: 'balanced' },
  'mentality:defensive': { type: 'mentality', value: 'defensive' },
  'pressing:high': { type: 'pressing', value: 'high' },
  'pressing:low': { type: 'pressing', value: 'low' },
  'tempo:fast': { type: 'tempo', value: 'fast' },
  'tempo:slow': { type: 'tempo', value: 'slow' },
  'sub:FWD': { type: 'substitution', on: { line: 'FWD' }, off: { line: 'any' } },
  'sub:MID': { type: 'substitution', on: { line: 'MID' }, off: { line: 'any' } },
  'sub:DEF': { type: 'substitution', on: { line: 'DEF' }, off: { line: 'any' } },
  'sub:any': { type: 'substitution', on: { line: 'any' }, off: { line: 'any' } },
};
const CHANGE_KEYS = Object.keys(CHANGES);

/**
 * "Maç planı": the manager's conditional changes for his next matches ("70'te gerideysek: Hücum, forvet
 * girsin"), played for him while he is away; without one, an absent manager's side plays the balanced
 * default. Each rule is a minute, a score condition and up to two changes; the whole plan is saved at once.
 */
export function PlanEditor({ room, userId, saved, busy, onSave }: { room: RoomDto; userId: string; saved: PlanRule[]; busy: boolean; onSave: (rules: PlanRule[]) => Promise<boolean> }) {
  const { t } = useLingui();
  const [rules, setRules] = useState<PlanRule[] | null>(null);
  const shown = rules ?? saved;
  const [from, setFrom] = useState(70);
  const [score, setScore] = useState<ScoreCondition>('behind');
  const [first, setFirst] = useState('mentality:attacking');
  const [second, setSecond] = useState('sub:FWD');
  const squad = useMemo(() => room.players.find((p) => p.user._id === userId)?.team.squad ?? [], [room.players, userId]);
  const names = useMemo(() => {
    const byId = new Map(squad.map((p) => [p.id, p.short_name]));
    return (id: string) => byId.get(id) ?? id;
  }, [squad]);
  // Substitutions the bench can never make: the engine would skip them without a word, so the editor says so.
  const bench = useMemo(() => squad.filter((p) => isBenchKey(p.assignedPosition)).map(positionsOf), [squad]);
  const unfit = unfitChanges(shown, bench);
  const nobody: Record<UnfitChange['line'], string> = {
    FWD: t`Yedeklerde forvet yok: bu değişiklik yapılamaz.`,
    MID: t`Yedeklerde orta saha oyuncusu yok: bu değişiklik yapılamaz.`,
    DEF: t`Yedeklerde defans oyuncusu yok: bu değişiklik yapılamaz.`,
    any: t`Yedeklerde oyuncu yok: bu değişiklik yapılamaz.`,
  };
  const conditions: Record<ScoreCondition, string> = {
    any: t`Skor ne olursa olsun`,
    behind: t`Gerideysek`,
    level: t`Berabereysek`,
    ahead: t`Öndeysek`,
    not_ahead: t`Önde değilsek`,
    not_behind: t`Geride değilsek`,
  };
  const changeLabels: Record<string, string> = {
    'mentality:attacking': t`Hücum`,
    'mentality:all_out_attack': t`Tüm hücum`,
    'mentality:balanced': t`Dengeli`,
    'mentality:defensive': t`Savunma`,
    'pressing:high': t`Yüksek pres`,
    'pressing:low': t`Düşük pres`,
    'tempo:fast': t`Hızlı tempo`,
    'tempo:slow': t`Yavaş tempo`,
    'sub:FWD': t`Forvet girsin`,
    'sub:MID': t`Orta saha oyuncusu girsin`,
    'sub:DEF': t`Defans oyuncusu girsin`,
    'sub:any': t`En yorgun oyuncu değişsin`,
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const changes = [CHANGES[first], ...(second ? [CHANGES[second]] : [])];
    setRules([...shown, { from, score, changes }]);
  };
  const remove = (i: number) => setRules(shown.filter((_, j) => j !== i));
  const dirty = rules !== null;
  return (
    <div className="mc-block" data-testid="plan-editor">
      <p className="mc-note">
        <Trans>Planın sıradaki maçlarda, sen maç ekranında değilken de uygulanır. Plan kurmazsan ve maçta yoksan takımını dengeli varsayılan plan yönetir.</Trans>
      </p>
      {shown.length === 0 ? (
        <p className="muted">
          <Trans>Henüz plan kuralı yok.</Trans>
        </p>
      ) : (
        <ol className="mc-rules" aria-label={t`Plan kuralları`}>
          {shown.map((rule, i) => {
            const text = describePlanRule(rule, names);
            return (
              <li key={`${i}-${text}`}>
                <span>{text}</span>
                <button type="button" className="btn mc-small" onClick={() => remove(i)} aria-label={t`Kuralı sil: ${text}`}>
                  <Trans>Sil</Trans>
                </button>
                {unfit
                  .filter((u) => u.rule === i)
                  .map((u) => (
                    <p key={u.change} className="mc-warning" data-testid="plan-warning">
                      {nobody[u.line]}
                    </p>
                  ))}
              </li>
            );
          })}
        </ol>
      )}
      {shown.length < MAX_PLAN_RULES && (
        <form className="mc-rule-form" onSubmit={add} aria-label={t`Plan kuralı ekle`}>
          <label className="mc-field">
            <span>
              <Trans>Dakika</Trans>
            </span>
            <input type="number" min={1} max={120} value={from} onChange={(e) => setFrom(Number(e.target.value))} data-testid="plan-minute" />
          </label>
          <ChoiceField label={t`Koşul`} value={score} onChange={(v) => setScore(v as ScoreCondition)} keys={SCORE_CONDITIONS} labels={conditions} testId="plan-score" />
          <ChoiceField label={t`Değişiklik`} value={first} onChange={setFirst} keys={CHANGE_KEYS} labels={changeLabels} testId="plan-change" />
          <ChoiceField label={t`İkinci değişiklik`} value={second} onChange={setSecond} keys={CHANGE_KEYS} labels={changeLabels} none={t`Yok`} />
          <button type="submit" className="btn" data-testid="plan-add">
            <Trans>Kural ekle</Trans>
          </button>
        </form>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || !dirty}
        data-testid="plan-save"
        onClick={() => {
          void onSave(shown).then((ok) => ok && setRules(null));
        }}
      >
        <Trans>Planı kaydet</Trans>
      </button>
    </div>
  );
}

/** A rule's choice: an option for each key, with its label; `none` adds a first option for no choice. */
function ChoiceField(props: { label: string; value: string; onChange(v: string): void; keys: readonly string[]; labels: Readonly<Record<string, string>>; none?: string; testId?: string }) {
  const { label, value, onChange, keys, labels, none, testId } = props;
  return (
    <label className="mc-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {none !== undefined && <option value="">{none}</option>}
        {keys.map((k) => (
          <option key={k} value={k}>
            {labels[k]}
          </option>
        ))}
      </select>
    </label>
  );
}
