import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchStats, TeamStats } from '@onbir/shared/match/types';
import { useLocale } from '../../lib/i18n/locale';

const ROWS: Array<[keyof TeamStats, MessageDescriptor]> = [
  ['possession', msg`Topla oynama`],
  ['shots', msg`Şut`],
  ['shotsOnTarget', msg`İsabetli şut`],
  ['corners', msg`Korner`],
  ['saves', msg`Kurtarış`],
  ['fouls', msg`Faul`],
  ['yellowCards', msg`Sarı kart`],
  ['redCards', msg`Kırmızı kart`],
];

/** The live statistics, side by side. */
export function LiveStats({ stats }: { stats: MatchStats }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // Possession as a share: '%55' in Turkish, '55%' in English; the counts as they are.
  const value = (key: keyof TeamStats, n: number) => (key === 'possession' ? formatNumber(n / 100, locale, { style: 'percent' }) : n);
  return (
    <section className="live-stats card" aria-label={t`İstatistikler`}>
      <h2>
        <Trans>İstatistikler</Trans>
      </h2>
      <table>
        <tbody>
          {ROWS.map(([key, label]) => (
            <tr key={key}>
              <td className="num">{value(key, stats.A[key])}</td>
              <th scope="row">{i18n._(label)}</th>
              <td className="num">{value(key, stats.B[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
