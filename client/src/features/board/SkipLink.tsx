import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Trans } from '@lingui/react/macro';

/**
 * "Sahaya geç": the page's first Tab stop, ahead of the site's menu, which takes the keyboard straight
 * to the pitch. It lives at the start of the body (a portal) so that it comes first in the Tab order.
 */
export function SkipLink({ target }: { target: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.className = 'board-skip-host';
    document.body.prepend(el);
    setHost(el);
    return () => el.remove();
  }, []);
  if (!host) return null;
  return createPortal(
    <a
      className="board-skip"
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault();
        const pitch = document.getElementById(target);
        pitch?.focus();
        pitch?.scrollIntoView({ block: 'nearest' });
      }}
    >
      <Trans>Sahaya geç</Trans>
    </a>,
    host,
  );
}
