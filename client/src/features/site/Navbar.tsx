import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, useLocation } from '../../lib/navigation';
import { useHydrated } from '../../lib/hydration';
import { useSession } from '../../lib/useSession';
import { NAV_LINKS } from './navLinks';
import { ProfileMenu } from './ProfileMenu';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The top bar: links of docs/accounts.md, 'Navigation', login/register or the profile dropdown. Below 900 px the links move
 * into a hamburger menu that closes after every navigation.
 */
const BRAND = 'onbir';

export function Navbar() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: any navigation (link, back, redirect) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={t`onbir ana sayfa`}>
          <BallIcon />
          {/* The brand's name, the same in every language. */}
          <span>{BRAND}</span>
        </Link>
        <button
          type="button"
          className={`hamburger${menuOpen ? ' is-open' : ''}`}
          aria-label={menuOpen ? t`Menüyü kapat` : t`Menüyü aç`}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav id="site-menu" className={`site-menu${menuOpen ? ' is-open' : ''}`} aria-label={t`Ana menü`}>
          <ul className="nav-links">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} onClick={() => setMenuOpen(false)}>
                  {l.short ? (
                    <>
                      <span className="label-full">{i18n._(l.label)}</span>
                      <span className="label-short">{i18n._(l.short)}</span>
                    </>
                  ) : (
                    i18n._(l.label)
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavAuth closeMenu={() => setMenuOpen(false)} />
        </nav>
        <LanguageSwitch className="header-language" />
      </div>
    </header>
  );
}

/**
 * Login and register, or the profile menu. A prerendered page cannot know the session: the login buttons
 * keep their place, unseen, until hydration (a component of its own, so that only it is drawn again then).
 */
function NavAuth({ closeMenu }: { closeMenu(): void }) {
  const { user, token } = useSession();
  const sessionKnown = useHydrated();
  return (
    <div className="nav-auth" style={sessionKnown ? undefined : { visibility: 'hidden' }}>
      {token && user ? (
        <ProfileMenu username={user.username} />
      ) : (
        <>
          <Link to="/login" className="btn btn-ghost" onClick={closeMenu}>
            <Trans>Giriş Yap</Trans>
          </Link>
          <Link to="/register" className="btn btn-accent" onClick={closeMenu}>
            <Trans>Kayıt Ol</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

function BallIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <circle cx="16" cy="16" r="14.5" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M16 9.5l5.2 3.8-2 6.1h-6.4l-2-6.1z" fill="#0b3d2e" />
      <path d="M16 9.5V3M21.2 13.3l6-2M19.2 19.4l3.6 5.4M12.8 19.4l-3.6 5.4M10.8 13.3l-6-2" stroke="#0b3d2e" strokeWidth="1.4" />
    </svg>
  );
}
