import { useLingui } from '@lingui/react/macro';
import type { RoomStatus } from '@onbir/shared/room/constants';
import { STATUS_LABELS } from './roomLabels';

export function StatusBadge({ status }: { status: RoomStatus }) {
  const { i18n } = useLingui();
  return <span className={`rm-status rm-status-${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}
