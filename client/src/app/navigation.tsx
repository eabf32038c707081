import type { ComponentProps } from 'react';
import { parse } from 'regexparam';
import { Link, useLocation as useRoutedPath, useParams } from 'wouter';

/**
 * The pages' one import for links and navigation, on wouter (about 2 kB): `Link to`, `useNavigate`,
 * `useParams` and `useLocation` keep the shapes the pages were written with.
 */
export { Link, useParams };

/** Paths match whatever their case, so /Profile (navbar) and /profile (a mailed link) are one page. */
export function caseInsensitive(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}

type NavigateOptions = { replace?: boolean; state?: unknown };

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRoutedPath()[1];
}

/** The current path, and the state the navigation that led here carried (a notice to show, say). */
export function useLocation(): { pathname: string; state: unknown } {
  const [pathname] = useRoutedPath();
  return { pathname, state: window.history.state };
}

/** A navbar link: marked as the current page on its path, and below it unless `end`. */
export function NavLink({ to, end = false, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const current = here === target || (!end && here.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <Link to={to} {...rest} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} />;
}
