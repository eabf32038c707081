import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The pages' one import for links and navigation, on react-router-dom (declarative mode). Paths match in
 * any letter case (react-router's default), so /Profile (navbar) and /profile (a mailed link) are one page;
 * a NavLink is marked as the current page on its path, and below it unless `end`.
 */
export { useLocation, useNavigate, useParams } from 'react-router-dom';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link inside the app, made of react-router's own parts for custom links (`useHref`, `useLinkClickHandler`:
 * the href, and a click that navigates unless a modifier key or another target asks the browser to). Not
 * react-router's `<Link>`: that one is three components with framework mode's prefetching and route
 * discovery, which this app does not use, and the navbar alone has nine links to hydrate on a slow phone.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  return (
    // The text or picture inside is the caller's (children in `rest`).
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) follow(e);
      }}
    />
  );
}

/** A link marked as the current page (class `active`, `aria-current="page"`) on its path, and below it unless `end`; as react-router's NavLink decides it, in any letter case. */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  // Paths, not words: compared as the router compares them (English case rules, as its own toLowerCase).
  const here = useLocation().pathname.toLocaleLowerCase('en');
  const path = useResolvedPath(props.to).pathname.toLocaleLowerCase('en');
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(endSlash) === '/');
  return <Link {...props} className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined} />;
}
