import type { RoomStatus } from '@onbir/shared/room/constants';

const LABELS: Record<RoomStatus, string> = {
  waiting: 'Lobide',
  drafting: 'Draft sürüyor',
  draft_finished: 'Draft bitti',
  in_progress: 'Turnuva sürüyor',
  finished: 'Bitti',
};

export function StatusBadge({ status }: { status: RoomStatus }) {
  return <span className={`rm-status rm-status-${status}`}>{LABELS[status]}</span>;
}
