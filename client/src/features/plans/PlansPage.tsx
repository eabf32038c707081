import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPlan, totalMinutes, type SessionPlan } from '@onbir/shared/plans/model';
import { decodePlan, readPlanFile } from '@onbir/shared/plans/serialize';
import { Link, useNavigate, useParams } from '../../lib/navigation';
import { RefusalText, type Shown } from '../../lib/i18n/RefusalText';
import { Notice, useNotice } from '../../lib/ui/Notice';
import { PlanEditor } from './PlanEditor';
import { dateText, planTitle } from './planText';
import { deletePlan, listPlans, loadPlan, newId, savePlan } from './planStore';
import './plans.css';
import { isRefusal, type Refusal, refusalOf } from '@onbir/shared/messages/refusal';
import type { PlanCode } from '@onbir/shared/messages/plans';
import { useRefusalWords } from '../../lib/i18n/refusals';

const today = () => new Date().toISOString().slice(0, 10);
const SHARED = '#plan=';

/**
 * /plan: the session plans kept in this browser ("Antrenman planı"), a new one, one opened from a
 * shared link or an exported file; /plan/{id}: one plan being edited, printed and shared.
 */
export function PlansPage() {
  const { planId } = useParams();
  const { notice, show, clear } = useNotice();
  return (
    <div className="plans-page">
      <Notice notice={notice} onClose={clear} />
      {planId ? <EditPlan key={planId} id={planId} tell={show} /> : <PlanList tell={show} />}
    </div>
  );
}

function EditPlan({ id, tell }: { id: string; tell(text: Shown, tone?: 'error' | 'status'): void }) {
  const [plan, setPlan] = useState<SessionPlan | null | undefined>(undefined);
  const words = useRefusalWords();
  useEffect(() => setPlan(loadPlan(id)), [id]);
  const change = useCallback(
    (next: SessionPlan | Refusal<PlanCode>) => {
      if (isRefusal(next)) return tell(words(next));
      const stored = savePlan(next);
      if (isRefusal(stored)) tell(words(stored));
      setPlan(next);
    },
    [tell, words],
  );
  if (plan === undefined) return null;
  if (plan === null)
    return (
      <section className="plan-card">
        <h1>
          <Trans>Plan bulunamadı</Trans>
        </h1>
        <p>
          <RefusalText message={refusalOf('PLAN_SAVED_BROKEN')} /> <Trans>Bu tarayıcıda böyle bir plan yok ya da silinmiş.</Trans>
        </p>
        <Link to="/plan">
          <Trans>Planlarıma dön</Trans>
        </Link>
      </section>
    );
  return (
    <>
      <header className="plans-head">
        <h1>{planTitle(plan)}</h1>
        <Link to="/plan" className="tool-btn">
          <Trans>Planlarım</Trans>
        </Link>
      </header>
      <PlanEditor plan={plan} onChange={change} tell={tell} />
    </>
  );
}

function PlanList({ tell }: { tell(text: Shown, tone?: 'error' | 'status'): void }) {
  const { t } = useLingui();
  const words = useRefusalWords();
  const navigate = useNavigate();
  const [plans, setPlans] = useState<SessionPlan[]>([]);
  const [shared, setShared] = useState<SessionPlan | null>(null);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => setPlans(listPlans()), []);
  // A shared link carries the whole plan in its hash (never sent to a server).
  useEffect(() => {
    const hash = window.location.hash;
    if (!hash.startsWith(SHARED)) return;
    void decodePlan(hash.slice(SHARED.length)).then((p) => (p ? setShared(p) : tell(refusalOf('PLAN_LINK_BROKEN'))));
  }, [tell]);

  /** Keeps a plan from a link or a file as a new plan of this browser, and opens it. */
  const keep = (p: SessionPlan) => {
    const stored = savePlan({ ...p, id: newId() });
    if (isRefusal(stored)) return tell(words(stored));
    navigate(`/plan/${stored.id}`);
  };

  const create = () => keep(createPlan(newId(), today(), Date.now(), t`Antrenman planı`));

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const p = readPlanFile(await f.text());
    if (isRefusal(p)) return tell(words(p));
    keep(p);
  };

  return (
    <>
      <header className="plans-head">
        <h1>
          <Trans>Antrenman planları</Trans>
        </h1>
      </header>
      <p className="plans-intro">
        <Trans>
          Bir antrenmanı alıştırmalarıyla planlayın: her alıştırma adımlarıyla bir taktik tahtası, süresi, açıklaması, oyuncu ve malzeme sayılarıyla.
          Planlar bu tarayıcıda saklanır; bağlantıyla veya dosyayla paylaşılır, A4 olarak yazdırılır.
        </Trans>
      </p>
      {shared && <SharedPlan plan={shared} onKeep={() => keep(shared)} />}
      <div className="plans-new">
        <button type="button" className="tool-btn tool-btn--primary" onClick={create}>
          <Trans>Yeni plan</Trans>
        </button>
        <button type="button" className="tool-btn" onClick={() => file.current?.click()}>
          <Trans>Dosyadan içe aktar</Trans>
        </button>
        <input ref={file} type="file" accept=".json,application/json" hidden onChange={(e) => void importFile(e)} aria-label={t`Plan dosyası`} data-testid="plan-file" />
      </div>
      {plans.length === 0 ? (
        <p className="plan-empty">
          <Trans>Bu tarayıcıda kayıtlı plan yok.</Trans>
        </p>
      ) : (
        <ul className="plans-list">
          {plans.map((p) => {
            const title = p.title;
            const drills = p.drills.length;
            const minutes = totalMinutes(p);
            return (
              <li key={p.id} className="plans-list__item">
                <Link to={`/plan/${p.id}`} className="plans-list__name">
                  {planTitle(p)}
                </Link>
                <span className="plans-list__meta">
                  {dateText(p.date)} · <Trans>{drills} alıştırma · {minutes} dk</Trans>
                </span>
                <button
                  type="button"
                  className="tool-btn tool-btn--small tool-btn--danger"
                  aria-label={t`${title} planını sil`}
                  onClick={() => {
                    deletePlan(p.id);
                    setPlans(listPlans());
                    tell(t`Plan silindi.`, 'status');
                  }}
                >
                  <Trans>Sil</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** A plan opened from a link: what it holds, and keeping it. */
function SharedPlan({ plan, onKeep }: { plan: SessionPlan; onKeep(): void }) {
  const { t } = useLingui();
  const title = plan.title;
  const drills = plan.drills.length;
  const minutes = totalMinutes(plan);
  return (
    <section className="plan-card plan-shared" aria-labelledby="plan-shared">
      <h2 id="plan-shared" className="plan-card__title">
        <Trans>Paylaşılan plan: {title}</Trans>
      </h2>
      <p>
        {dateText(plan.date)} · {plan.team || t`takım belirtilmemiş`} · <Trans>{drills} alıştırma, {minutes} dk</Trans>
      </p>
      <button type="button" className="tool-btn tool-btn--primary" onClick={onKeep}>
        <Trans>Planı kaydet ve aç</Trans>
      </button>
    </section>
  );
}
