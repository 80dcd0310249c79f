import './lib/content-security';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@fortawesome/fontawesome-svg-core/styles.css';
import './styles/site.css';
import './styles/forms.css';
import './styles/app-shell.css';
import './styles/layout.css';
import './styles/resume-view.css';
import './styles/public-job.css';
import './styles/job-search.css';
import './styles/job-directories.css';
import './styles/applying.css';
import './styles/promotions.css';
import './styles/resume-search.css';
import './styles/blog.css';
import './styles/marketing-forms.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app';
import { listenForHistoryMoves } from './lib/history-moves';
import { captureUrlContext } from './lib/url-context';
import { PageMetaProvider } from './lib/page-meta';
import { createQueryClient, DEHYDRATED_STATE_KEY } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const queryClient = createQueryClient();
const serverState = (window as unknown as Record<string, DehydratedState | undefined>)[DEHYDRATED_STATE_KEY];
if (serverState) hydrate(queryClient, serverState);

// Before the router mounts: a form with unsaved changes sees Back and Forward first.
listenForHistoryMoves();
// The campaign of the address the visit landed on is kept at once, not after hydration (which may
// come after the person has already moved on); later addresses are kept by VisitContext.
captureUrlContext(window.location.search);

const root = document.getElementById('root')!;
const page = (
  <StrictMode>
    <BrowserRouter>
      <PageMetaProvider collector={null}>
        <App queryClient={queryClient} />
      </PageMetaProvider>
    </BrowserRouter>
  </StrictMode>
);

// Public pages hydrate the server's HTML; the /app area renders in the browser (the server sends its loading state).
// Hydrating inside a transition lets React hydrate in slices and yield to the browser between them,
// so a tap or a keypress is not held up behind one long task while the page comes alive.
if (window.location.pathname.startsWith('/app')) {
  root.replaceChildren();
  createRoot(root).render(page);
} else {
  startTransition(() => {
    hydrateRoot(root, page);
  });
}

registerServiceWorker();
