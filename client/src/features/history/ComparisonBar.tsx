import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import { useLocale } from '../../lib/i18n/locale';

/** One statistic of both sides as a split bar: the wider side did more. */
export function ComparisonBar({ label, a, b, percent = false }: { label: string; a: number; b: number; percent?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const share = a + b === 0 ? 50 : (100 * a) / (a + b);
  // A share as the language writes it ('%55' / '55%'), any other figure with its decimals (xG 1,42 / 1.42).
  const shown = (n: number) => (percent ? formatNumber(n / 100, locale, { style: 'percent' }) : formatNumber(n, locale, { maximumFractionDigits: 2 }));
  const left = shown(a);
  const right = shown(b);
  return (
    <div className="compare">
      <div className="compare-values">
        <strong>{left}</strong>
        <span>{label}</span>
        <strong>{right}</strong>
      </div>
      <div className="compare-bar" role="img" aria-label={t`${label}: ${left} - ${right}`}>
        <span className="compare-a" style={{ width: `${share}%` }} />
        <span className="compare-b" style={{ width: `${100 - share}%` }} />
      </div>
    </div>
  );
}
