// The board's core, public entry: its state, drawing, playback and saved copies, which the board page, the
// live sessions and the plans build on. It imports none of them (eslint/layers.js: the features' layers).
export { Modal } from './Modal';
export { BoardStore, useBoardControls, usePlayTime, type BoardControls } from './boardStore';
export { boardLabels } from './render/boardLabels';
export { NO_OVERLAYS } from './render/overlays';
export { drawBall, drawNameLabels, drawPlayer } from './render/pieces';
export { drawPitch } from './render/pitch';
export { BoardRenderer, type PitchLook } from './render/renderer';
export { deleteSavedBoard, listSavedBoards, loadSavedBoard, saveBoard, type SavedBoard } from './savedBoards';
export { ARROW_LABELS, COLOUR_LABELS, EQUIPMENT_LABELS, TEAM_LABELS, TEXT_LABELS, TOOL_LABELS, ZONE_LABELS } from './tools/ui';
export type { BoardUi, Focus, Tool } from './tools/ui';
export { SPEEDS, usePlayback, type Playback } from './usePlayback';
export { useViewportLayout } from './useViewportLayout';
