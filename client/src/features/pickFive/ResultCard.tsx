import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnockoutMatch } from '@onbir/shared/pickFive/knockout';
import type { PickFiveRun } from '@onbir/shared/pickFive/run';
import { teamOf } from '@onbir/shared/pickFive/run';
import { shareText, wonTie, KNOCKOUT_ROUNDS } from '@onbir/shared/pickFive/share';
import { teamChemistry, teamStrength } from '@onbir/shared/pickFive/team';
import type { GamePlayer } from '@onbir/shared/players/types';
import { useLocale } from '../../lib/i18n/locale';
import { useRoundName } from './KnockoutView';
import { runLink } from './runLink';

/** The run's result: the team, each tie's score, how far it went, and its share text and link to copy. */
export function ResultCard({ run, pool, matches, daily }: { run: PickFiveRun; pool: readonly GamePlayer[]; matches: readonly KnockoutMatch[]; daily?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const roundName = useRoundName();
  const [copied, setCopied] = useState<string | null>(null);
  const { formation, squad } = teamOf(run, pool);
  const [strength, chemistry] = [teamStrength(squad), teamChemistry(squad)];
  const results = matches.map((m) => m.result);
  const outRound = roundName(results.length);
  const champion = results.length === KNOCKOUT_ROUNDS && results.every(wonTie);
  const share = `${shareText(run, pool, results, locale, daily)}\n${runLink(window.location.origin, run)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share);
      setCopied(t`Paylaşım metni kopyalandı.`);
    } catch {
      setCopied(t`Pano kullanılamadı: metni aşağıdan seçip kopyalayın.`);
    }
  };
  return (
    <section className="pf-result" aria-labelledby="pf-result-title">
      <h2 id="pf-result-title" tabIndex={-1}>
        {champion ? t`Şampiyon!` : t`${outRound} turunda elendin`}
      </h2>
      <p className="pf-status">
        {formation} · <Trans>Güç {strength}</Trans> · <Trans>Kimya {chemistry}/33</Trans>
      </p>
      <ol className="pf-ties">
        {matches.map((m) => (
          <li key={m.round} className={wonTie(m.result) ? 'pf-won' : 'pf-lost'}>
            <span>{roundName(m.round)}</span>
            <span>{m.input.teams[1].name}</span>
            <strong>
              {m.result.for}-{m.result.against}
              {m.result.shootout ? ` (${t`pen.`} ${m.result.shootout.for}-${m.result.shootout.against})` : ''}
            </strong>
            <span>{wonTie(m.result) ? t`Kazandı` : t`Kaybetti`}</span>
          </li>
        ))}
      </ol>
      <label className="pf-share-label" htmlFor="pf-share">
        <Trans>Paylaşım metni</Trans>
      </label>
      <textarea id="pf-share" className="pf-share" readOnly value={share} rows={9} />
      <button type="button" className="btn btn-accent" onClick={copy}>
        <Trans>Paylaşım metnini kopyala</Trans>
      </button>
      <p role="status" className="pf-note">
        {copied}
      </p>
    </section>
  );
}
