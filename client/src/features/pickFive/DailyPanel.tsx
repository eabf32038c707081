import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyTable } from '@onbir/shared/pickFive/wire';
import type { PickFiveRun } from '@onbir/shared/pickFive/run';
import { Link } from '../../lib/navigation';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { loadTable, saveDailyRun } from './pickFiveApi';

/**
 * The daily challenge after its knockout: signed in, the run is sent (the server replays and plays it:
 * the results shown here are the browser's, the table's are the server's) and the day's table shown; a
 * second run of the day is refused in the server's words.
 */
export function DailyPanel({ date, run }: { date: string; run: PickFiveRun | null }) {
  const { t } = useLingui();
  const { token } = useSession();
  const [said, setSaid] = useState<string | null>(null);
  const [table, setTable] = useState<DailyTable | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    const save = run ? saveDailyRun(date, run.choices).then((r) => t`Koşun kaydedildi: günün tablosunda ${r.rank}. sıradasın.`) : Promise.resolve(null);
    save
      .catch((err: unknown) => (err instanceof ApiError ? err.message : t`Koşu kaydedilemedi.`))
      .then((text) => live && setSaid(text))
      .then(() => loadTable(date))
      .then((tab) => live && setTable(tab))
      .catch(() => live && setSaid(t`Günün tablosu yüklenemedi.`));
    return () => {
      live = false;
    };
  }, [date, run, token, t]);
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
