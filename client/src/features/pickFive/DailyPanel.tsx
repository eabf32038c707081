import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyTable } from '@onbir/shared/pickFive/wire';
import type { PickFiveRun } from '@onbir/shared/pickFive/run';
import { Link } from '../../lib/navigation';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { loadTable, saveDailyRun } from './pickFiveApi';

/** What the server said to the run: its place, its refusal (in the server's words), or nothing reached. */
type Outcome = { kind: 'saved'; rank: number } | { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'noTable' };

/**
 * The daily challenge after its knockout: signed in, the run is sent (the server replays and plays it:
 * the results shown here are the browser's, the table's are the server's) and the day's table shown; a
 * second run of the day is refused in the server's words.
 */
export function DailyPanel({ date, run }: { date: string; run: PickFiveRun | null }) {
  const { t } = useLingui();
  const { token } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [table, setTable] = useState<DailyTable | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    const save = run ? saveDailyRun(date, run).then((r): Outcome => ({ kind: 'saved', rank: r.rank })) : Promise.resolve(null);
    save
      .catch((err: unknown): Outcome => (err instanceof ApiError ? { kind: 'refused', message: err.message } : { kind: 'failed' }))
      .then((o) => live && setOutcome(o))
      .then(() => loadTable(date))
      .then((tab) => live && setTable(tab))
      .catch(() => live && setOutcome({ kind: 'noTable' }));
    return () => {
      live = false;
    };
  }, [date, run, token]);
  const said =
    outcome?.kind === 'saved'
      ? t`Koşun kaydedildi: günün tablosunda ${outcome.rank}. sıradasın.`
      : outcome?.kind === 'refused'
        ? outcome.message
        : outcome?.kind === 'failed'
          ? t`Koşu kaydedilemedi.`
          : outcome?.kind === 'noTable'
            ? t`Günün tablosu yüklenemedi.`
            : null;
  if (!token)
    return (
      <p className="pf-note">
        <Trans>
          Koşunu günün tablosuna kaydetmek için <Link to="/login">giriş yap</Link>.
        </Trans>
      </p>
    );
  return (
    <section className="pf-daily" aria-labelledby="pf-table-title">
      <p role="status" className="pf-note">
        {said}
      </p>
      <h2 id="pf-table-title">
        <Trans>Günün tablosu ({date})</Trans>
      </h2>
      {table && (
        <table className="pf-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>Oyuncu</Trans>
              </th>
              <th scope="col">
                <Trans context="pick five table">Galibiyet</Trans>
              </th>
              <th scope="col">
                <Trans context="pick five table">Gol</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.username} className={r.mine ? 'pf-mine' : undefined} aria-current={r.mine ? 'true' : undefined}>
                <td>{r.rank}</td>
                <td>
                  {r.username}
                  {r.mine ? ` (${t`sen`})` : ''}
                </td>
                <td>{r.wins}</td>
                <td>
                  {r.goalsFor}-{r.goalsAgainst}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
