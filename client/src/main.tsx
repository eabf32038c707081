import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { provideAnswers } from './app/prefetch';
import { pageAt, preloadPage } from './app/routes';
import './app/global.css';
import { registerServiceWorker } from './features/board/registerServiceWorker';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    {/* A link shows its page's loading bar at once (the page's code may still be on its way), not the old page. */}
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A page the build prerendered (server/src/http/clientShell.ts names it on #root) is hydrated: its markup
// is on screen before this script, and the first render here must match it, so it uses the answers the
// HTML carries and no other. Any other page (or markup for another path, a cached offline shell) renders anew.
const prerendered = root.dataset.route !== undefined && root.dataset.route === pageAt(window.location.pathname)?.path;
if (prerendered) {
  const answers = document.getElementById('first-answers')?.textContent;
  if (answers) provideAnswers(JSON.parse(answers) as Record<string, unknown>);
  void preloadPage(window.location.pathname, false).then(() => hydrateRoot(root, app));
} else {
  void preloadPage(window.location.pathname).then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}
registerServiceWorker();
