import { msg, t } from '@lingui/core/macro';
import { addStep, goToStep, MAX_STEPS, stepCount } from '@onbir/shared/board/steps';
import { PITCH_VIEWS, type PitchView } from '@onbir/shared/board/pitch';
import type { BoardCommand, CommandContext } from './types';

type Edit = Pick<CommandContext, 'store' | 'announce'>;
const editing = ({ store }: CommandContext) => store.ui.playT === null;

/** Opens step `i` (from 0) for editing and says so. */
export function openStep({ store, announce }: Edit, i: number) {
  store.apply((b) => goToStep(b, i));
  store.setUi({ selected: null });
  const step = i + 1;
  announce(t`Adım ${step} açıldı.`);
}

/** A new step after the open one: a copy of its places, or (`duplicate`) of its drawings too. */
export function newStep({ store, announce }: Edit, duplicate = false) {
  store.apply((b) => addStep(b, duplicate));
  const step = store.board.current + 1;
  announce(duplicate ? t`Adım ${step} çoğaltıldı.` : t`Adım ${step} eklendi.`);
}

const VIEW_LABELS: Record<PitchView, BoardCommand['label']> = { full: msg`Tam saha`, half: msg`Hücum yarı sahası`, training: msg`Antrenman alanı` };

/** The steps under the thumb (the phone's bar) and the pitch's look (its panel). */
export const stepCommands: BoardCommand[] = [
  { id: 'step.previous', label: msg`Önceki adım`, keys: [], enabled: (ctx) => editing(ctx) && ctx.store.board.current > 0, perform: (ctx) => openStep(ctx, ctx.store.board.current - 1) },
  {
    id: 'step.next',
    label: msg`Sonraki adım`,
    keys: [],
    enabled: (ctx) => editing(ctx) && ctx.store.board.current < stepCount(ctx.store.board) - 1,
    perform: (ctx) => openStep(ctx, ctx.store.board.current + 1),
  },
  { id: 'step.add', label: msg`Yeni adım ekle`, keys: [], enabled: (ctx) => editing(ctx) && stepCount(ctx.store.board) < MAX_STEPS, perform: (ctx) => newStep(ctx) },
  ...PITCH_VIEWS.map(
    (view): BoardCommand => ({
      id: `view.${view}`,
      label: VIEW_LABELS[view],
      keys: [],
      enabled: editing,
      pressed: ({ store }) => store.view.view === view,
      perform: ({ store }) => store.setView((v) => ({ ...v, view })),
    }),
  ),
  {
    id: 'pitch.stripes',
    label: msg`Çizgili çim`,
    keys: [],
    enabled: editing,
    pressed: ({ store }) => store.view.stripes,
    perform: ({ store }) => store.setView((v) => ({ ...v, stripes: !v.stripes })),
  },
  {
    id: 'pitch.measure',
    label: msg`Ölçümler`,
    keys: [],
    enabled: editing,
    pressed: ({ store }) => store.view.measure,
    perform: ({ store }) => {
      store.setView((v) => ({ ...v, measure: !v.measure }));
      store.setUi({ pair: [] });
    },
  },
];
