import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { initialOf } from '@onbir/shared/text/casing';
import { useNavigate } from '../../lib/navigation';
import { clearSession } from '../../lib/session';

/** The logged-in user's dropdown: the username, a way to the profile page and logout (docs/accounts.md, 'Navigation'). */
export function ProfileMenu({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <div className="profile-menu" ref={box}>
      <button type="button" className="profile-toggle" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {initialOf(username)}
        </span>
        <Trans>Profil</Trans>
        <span className="caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="profile-dropdown" role="menu">
          <p className="profile-name">
            <Trans>Kullanıcı Adı : {username}</Trans>
          </p>
          <button type="button" role="menuitem" onClick={() => go('/Profile')}>
            <Trans>Profil Bilgileri</Trans>
          </button>
          <button
            type="button"
            role="menuitem"
            className="logout"
            onClick={() => {
              clearSession();
              go('/login');
            }}
          >
            <Trans>Çıkış Yap</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
