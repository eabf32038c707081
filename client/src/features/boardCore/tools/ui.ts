import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PALETTE, type ArrowStyle, type Equipment, type TextSize, type ZoneShape } from '@onbir/shared/board/objects';
import type { Team } from '@onbir/shared/board/model';
import type { PitchPoint } from '@onbir/shared/board/pitch';

/** The drawing tools beside the pen. `select` also drags players and the ball, as the board always did. */
export type Tool = 'select' | 'arrow' | 'line' | 'zone' | 'text' | 'equipment';

/** The controls' words, drawn with i18n._ where they are shown (the lists are made once, the language changes). */
export const TOOL_LABELS: Record<Tool, MessageDescriptor> = {
  select: msg`Seç`,
  arrow: msg`Ok`,
  line: msg`Çizgi`,
  zone: msg`Alan`,
  text: msg`Yazı`,
  equipment: msg`Ekipman`,
};
export const ARROW_LABELS: Record<ArrowStyle, MessageDescriptor> = { pass: msg`Pas (kesikli)`, run: msg`Koşu (düz)`, dribble: msg`Top sürme (dalgalı)` };
export const ZONE_LABELS: Record<ZoneShape, MessageDescriptor> = { rect: msg`Dikdörtgen`, ellipse: msg`Elips`, polygon: msg`Serbest çokgen` };
export const TEXT_LABELS: Record<TextSize, MessageDescriptor> = { s: msg`Küçük`, m: msg`Orta`, l: msg`Büyük` };
export const EQUIPMENT_LABELS: Record<Equipment, MessageDescriptor> = { cone: msg`Huni`, pole: msg`Direk`, goal: msg`Mini kale`, mannequin: msg`Manken`, ball: msg`Ek top` };
export const COLOUR_LABELS: Record<(typeof PALETTE)[number], MessageDescriptor> = {
  '#ffffff': msg`Beyaz`,
  '#ffeb3b': msg`Sarı`,
  '#ff9800': msg`Turuncu`,
  '#ff1744': msg`Kırmızı`,
  '#4fc3f7': msg`Açık mavi`,
  '#111111': msg`Siyah`,
  '#e040fb': msg`Pembe`,
};

export const TEAM_LABELS: Record<Team, MessageDescriptor> = { A: msg`A takımı`, B: msg`B takımı`, C: msg`Yelekli takım` };

/** What has the keyboard focus on the pitch (the roving focus). */
export type Focus = { kind: 'ball' } | { kind: 'player'; id: number } | { kind: 'object'; id: number };

export interface BoardUi {
  tool: Tool;
  colour: string;
  arrowStyle: ArrowStyle;
  zoneShape: ZoneShape;
  textSize: TextSize;
  equipment: Equipment;
  /** The selected object. */
  selected: number | null;
  focus: Focus | null;
  /** The pitch is being used from the keyboard: its focus ring shows (a pointer hides it). */
  keyboard: boolean;
  /** Two pieces whose distance is measured. */
  pair: Focus[];
  /** The text label being typed into, in place. */
  editingText: number | null;
  playing: boolean;
  /** Step time shown while the animation plays or is scrubbed; null: the open step is shown for editing. */
  playT: number | null;
  /** The keyboard's drawing cursor (metres) while a drawing tool is used from the keyboard. */
  cursor: PitchPoint | null;
  /** Points placed with Enter for the shape being drawn from the keyboard. */
  draft: PitchPoint[];
}

export const INITIAL_UI: BoardUi = {
  tool: 'select',
  colour: PALETTE[1],
  arrowStyle: 'pass',
  zoneShape: 'rect',
  textSize: 'm',
  equipment: 'cone',
  selected: null,
  focus: null,
  keyboard: false,
  pair: [],
  editingText: null,
  playing: false,
  playT: null,
  cursor: null,
  draft: [],
};
