import { useLingui } from '@lingui/react/macro';
import { PITCH_ID, type SkipTarget } from '../../lib/skipTargets';

/**
 * A page's first Tab stop, ahead of the site's menu, which takes the keyboard straight to what the page
 * is for ("Sahaya geç" on the board). The frame draws it (pageTable's `skipTo`), so it is in a prerendered
 * page's HTML: a Tab pressed before the page's script has run lands on it too.
 */
export function SkipLink({ to }: { to: SkipTarget }) {
  const { t } = useLingui();
  const { id, label } = { pitch: { id: PITCH_ID, label: t`Sahaya geç` } }[to];
  return (
    <a
      className="skip-link"
      href={`#${id}`}
      onClick={(e) => {
        // The pitch is a focusable canvas below a sticky header: focus it and bring all of it into view.
        const target = document.getElementById(id);
        if (!target) return;
        e.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'nearest' });
      }}
    >
      {label}
    </a>
  );
}
