import { inlineCall } from '../../lib/HtmlOnlyScript';

/** What the inline script leaves for the builder: the club tapped before the scripts ran; taking it ends the script's part. */
export interface EarlyChoice {
  take(): string | null;
}

declare global {
  interface Window {
    onbirEarlyClub?: EarlyChoice;
  }
}

/**
 * The builder's popular clubs take a tap before the page's scripts have arrived. On a slow phone they show
 * at ~0.7 s but the builder answers only once React and its code are in and hydrated (~2.3 s); a tap in
 * between would be lost. The tapped club is marked pressed at once (builder.css; the panel busy for
 * assistive technology) and the picker chooses it when it hydrates (ClubPicker).
 *
 * Runs as an inline script inside the clubs' panel in the page's HTML (`EARLY_CHOICE_SCRIPT`), so it uses
 * nothing outside its own body. The attributes it sets are on elements React is told not to compare.
 */
export function earlyChoice(script: HTMLScriptElement) {
  const panel = script.parentElement;
  if (!panel) return;
  let pressed: HTMLElement | null = null;
  const click = (e: MouseEvent) => {
    const button = (e.target as Element).closest<HTMLElement>('[data-club]');
    if (!button || pressed) return;
    pressed = button;
    button.setAttribute('aria-pressed', 'true');
    panel.setAttribute('aria-busy', 'true');
  };
  panel.addEventListener('click', click);
  window.onbirEarlyClub = {
    // The marks go with it: the picker shows the choice its own way.
    take() {
      panel.removeEventListener('click', click);
      const club = pressed?.dataset.club ?? null;
      pressed?.removeAttribute('aria-pressed');
      panel.removeAttribute('aria-busy');
      pressed = null;
      return club;
    },
  };
}

/** The inline script's text: the function above, called with its own element. */
export const EARLY_CHOICE_SCRIPT = inlineCall(earlyChoice);
