import { msg, t } from '@lingui/core/macro';
import { setPen } from '@onbir/shared/board/view';
import { i18n } from '../../../lib/i18n/runtime';
import { type BoardStore, TOOL_LABELS, type Tool } from '../../boardCore';
import type { BoardCommand, CommandContext } from './types';

const editing = ({ store }: CommandContext) => store.ui.playT === null;

/** A shape half drawn from the keyboard is dropped when the tool changes. */
function leaveDrawing(store: BoardStore) {
  store.setPendingObject(null);
  store.setUi({ draft: [], cursor: null });
}

/** Takes a tool in hand (a drawing tool replaces the pen) and says so. */
export function setTool({ store, announce }: CommandContext, tool: Tool) {
  store.setView((v) => setPen(v, false));
  leaveDrawing(store);
  store.setUi({ tool, selected: null });
  const name = i18n._(TOOL_LABELS[tool]);
  announce(t`${name} aracı seçildi.`);
}

/**
 * The tools' single keys, shown in each button's tooltip: the Turkish name's first letter where it is free
 * (Seç, Kalem, Ok, Çizgi, Alan, Yazı, Ekipman); they stay the same in English.
 */
const TOOL_KEYS: Record<Tool, string> = { select: 'S', arrow: 'O', line: 'C', zone: 'A', text: 'Y', equipment: 'E' };

const toolCommand = (tool: Tool): BoardCommand => ({
  id: `tool.${tool}`,
  label: TOOL_LABELS[tool],
  keys: [{ key: TOOL_KEYS[tool] }],
  enabled: editing,
  pressed: ({ store }) => !store.view.penOn && store.ui.tool === tool,
  perform: (ctx) => setTool(ctx, tool),
});

export const toolCommands: BoardCommand[] = [
  toolCommand('select'),
  {
    id: 'tool.pen',
    label: msg`Kalem`,
    keys: [{ key: 'K' }],
    enabled: editing,
    pressed: ({ store }) => store.view.penOn,
    perform: ({ store, announce }) => {
      leaveDrawing(store);
      store.setView((v) => setPen(v, !v.penOn));
      store.setUi({ tool: 'select', selected: null });
      announce(store.view.penOn ? t`Kalem açık: sürükleyerek çizin.` : t`Kalem kapalı.`);
    },
  },
  ...(['arrow', 'line', 'zone', 'text', 'equipment'] as const).map(toolCommand),
  {
    id: 'view.fullscreen',
    label: msg`Tam ekran`,
    labelOn: msg`Tam ekrandan çık`,
    keys: [{ key: 'F' }],
    enabled: () => true,
    pressed: ({ fullscreen }) => fullscreen.on,
    perform: ({ fullscreen }) => fullscreen.toggle(),
  },
];
