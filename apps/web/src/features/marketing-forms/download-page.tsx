import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fileDownloadEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { API_BASE, ApiError, api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';

type Download = { title: string; fileName: string };
type State = { kind: 'checking' } | { kind: 'ready'; download: Download } | { kind: 'failed'; message: string };

/**
 * /downloads/{token}: the page a lead-form email links to. It names the file and offers it; the
 * file itself comes from the API with the same signed token. A broken or expired link says so.
 */
export function DownloadPage() {
  const token = useParams().token ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    let current = true;
    api
      .get<Download>(`/downloads/${encodeURIComponent(token)}/details`)
      .then((download) => current && setState({ kind: 'ready', download }))
      .catch(
        (error: unknown) =>
          current && setState({ kind: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="cs-status-page container-xl" aria-labelledby="download-title">
      <PageMeta title="Your download" noindex />
      <h1 id="download-title">Your download</h1>
      {state.kind === 'checking' ? <p role="status">Checking your link…</p> : null}
      {state.kind === 'ready' ? (
        <>
          <p className="lead">{state.download.title}, as a PDF file. The link in your email works for 30 days.</p>
          <p>
            <a
              className="btn btn-primary btn-lg"
              href={`${API_BASE}/downloads/${encodeURIComponent(token)}`}
              download={state.download.fileName}
              onClick={() => trackEvent(fileDownloadEvent(state.download))}
            >
              Download the PDF
            </a>
          </p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <p role="alert" className="alert alert-warning">
            {state.message}
          </p>
          <p>Ask for the download again from its page: our resources list every toolkit and guide.</p>
          <Link to="/dental-jobs/resources/" className="btn btn-primary">
            See our resources
          </Link>
        </>
      ) : null}
    </section>
  );
}
