// The rooms' public entry: the parts of the room screens the match and history screens reuse.
export { ChatPanel } from './ChatPanel';
export { ClubCrest, TeamName } from './ClubCrest';
export { ClubEditor } from './ClubEditor';
export { ConnectionBanner } from './ConnectionBanner';
export { TrophyIcon } from './icons';
export { checkAction, sendAction } from './roomActions';
export { FORMAT_LABELS } from './roomLabels';
export { useRoomText } from './roomText';
export { useLiveRoom } from './useLiveRoom';
export { useRoomChat } from './useRoomChat';
