/**
 * A ref that focuses its element once it is in the page: what React's autoFocus did. Preact leaves
 * autoFocus to the browser, which ignores it once anything on the page has had the focus (a dialog,
 * an editor opened after a click), so the eslint config refuses autoFocus.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
