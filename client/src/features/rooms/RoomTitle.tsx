import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RoomStatus } from '@onbir/shared/room/constants';
import { StatusBadge } from './StatusBadge';
import { LockIcon } from './icons';

/** A room screen's head: the name (with the lock of a password room), a line under it and the status. */
export function RoomTitle({ name, isLocked, status, children }: { name: string; isLocked: boolean; status: RoomStatus; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="rm-head">
      <div>
        <h1>
          {isLocked && (
            <span className="rm-lock" role="img" aria-label={t`Şifreli oda`}>
              <LockIcon size={22} />
            </span>
          )}
          {name}
        </h1>
        <p className="rm-muted">{children}</p>
      </div>
      <StatusBadge status={status} />
    </header>
  );
}
