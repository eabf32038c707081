import { PALETTE, type ArrowStyle, type Equipment, type TextSize, type ZoneShape } from '@onbir/shared/board/objects';
import type { PitchPoint } from '@onbir/shared/board/pitch';

/** The drawing tools beside the pen. `select` also drags players and the ball, as the board always did. */
export type Tool = 'select' | 'arrow' | 'line' | 'zone' | 'text' | 'equipment';

export const TOOL_LABELS: Record<Tool, string> = {
  select: 'Seç',
  arrow: 'Ok',
  line: 'Çizgi',
  zone: 'Alan',
  text: 'Yazı',
  equipment: 'Ekipman',
};
export const ARROW_LABELS: Record<ArrowStyle, string> = { pass: 'Pas (kesikli)', run: 'Koşu (düz)', dribble: 'Top sürme (dalgalı)' };
export const ZONE_LABELS: Record<ZoneShape, string> = { rect: 'Dikdörtgen', ellipse: 'Elips', polygon: 'Serbest çokgen' };
export const TEXT_LABELS: Record<TextSize, string> = { s: 'Küçük', m: 'Orta', l: 'Büyük' };
export const EQUIPMENT_LABELS: Record<Equipment, string> = { cone: 'Huni', pole: 'Direk', goal: 'Mini kale', mannequin: 'Manken', ball: 'Ek top' };
export const COLOUR_LABELS: Record<(typeof PALETTE)[number], string> = {
  '#ffffff': 'Beyaz',
  '#ffeb3b': 'Sarı',
  '#ff9800': 'Turuncu',
  '#ff1744': 'Kırmızı',
  '#4fc3f7': 'Açık mavi',
  '#111111': 'Siyah',
  '#e040fb': 'Pembe',
};

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
