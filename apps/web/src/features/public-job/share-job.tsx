import { lazy, Suspense, useSyncExternalStore } from 'react';

// The share buttons are the page's only extra interactive part: their code is a chunk of its own,
// fetched once the page runs in the browser, so it is not part of what the page loads at first.
const ShareActions = lazy(() => import('./share-actions').then((module) => ({ default: module.ShareActions })));

const unchanging = () => () => undefined;

/** Share a posting (see ShareActions): a place on the server's page, the buttons once in the browser. */
export function ShareJob({ path, title }: { path: string; title: string }) {
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return (
    <span className="share-job">
      {inBrowser ? (
        <Suspense fallback={null}>
          <ShareActions path={path} title={title} />
        </Suspense>
      ) : null}
    </span>
  );
}
