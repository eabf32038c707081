/** In the browser the HTML's script is kept as it was (React never compares it), and one React inserted would not run. */
const inBrowser = typeof document !== 'undefined';

/**
 * `fn`'s own text, called with the script element that holds it: an inline script for the prerendered HTML,
 * so `fn` must use nothing outside its own body. The page's policy allows it by its hash
 * (server/src/http/pageHtml.ts `inlineScriptHashes`).
 */
export function inlineCall(fn: (script: HTMLScriptElement) => void): string {
  return `(${fn.toString()})(document.currentScript)`;
}

/** A script that runs from the page's HTML only, before the page's own scripts have arrived (docs/architecture.md). */
export function HtmlOnlyScript({ text }: { text: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inBrowser ? '' : text }} />;
}
