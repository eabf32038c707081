/** One statistic of both sides as a split bar: the wider side did more. */
export function ComparisonBar({ label, a, b, unit = '' }: { label: string; a: number; b: number; unit?: string }) {
  const share = a + b === 0 ? 50 : (100 * a) / (a + b);
  return (
    <div className="compare">
      <div className="compare-values">
        <strong>
          {a}
          {unit}
        </strong>
        <span>{label}</span>
        <strong>
          {b}
          {unit}
        </strong>
      </div>
      <div className="compare-bar" role="img" aria-label={`${label}: ${a}${unit} - ${b}${unit}`}>
        <span className="compare-a" style={{ width: `${share}%` }} />
        <span className="compare-b" style={{ width: `${100 - share}%` }} />
      </div>
    </div>
  );
}
