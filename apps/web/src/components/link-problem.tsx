import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';
import { PageMeta } from '../lib/page-meta';

type Problem = { code: string; title: string; lead: string };

/** What went wrong with the link, in words: never what the link was about. */
function problemOf(error: unknown): Problem | null {
  if (!(error instanceof ApiError) || error.status === null) return null;
  const code = (error.body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code;
  if (code === 'LINK_WITHDRAWN')
    return { code: '410', title: 'This link was withdrawn', lead: 'Whoever sent it has withdrawn it, so it no longer works. Thank you for your time.' };
  if (code === 'LINK_EXPIRED' || error.status === 410)
    return { code: '410', title: 'This link has expired', lead: 'Links in our emails work for a limited time. Sign in to do this from your account.' };
  if (code === 'LINK_USED')
    return { code: '409', title: 'This link has already been used', lead: 'It works once. Sign in to see what was done and to change it.' };
  if (error.status >= 400 && error.status < 500)
    return {
      code: String(error.status),
      title: 'This link is not valid',
      lead: 'It may have been cut short or changed when it was copied. Open it again from the email, or sign in to your account.',
    };
  return null;
}

/** The page for a tampered, expired or used link (or a failed load), with the way to sign in. */
export function LinkProblem({ error, signInPath, onRetry }: { error: unknown; signInPath: string; onRetry: () => void }) {
  const problem = problemOf(error) ?? {
    code: '',
    title: 'This page could not be loaded',
    lead: 'Check your connection and try again in a moment.',
  };
  return (
    <section className="cs-status-page container-xl" aria-labelledby="link-problem-title">
      <PageMeta title={problem.title} noindex />
      {problem.code ? (
        <p className="cs-status-page__code" aria-hidden="true">
          {problem.code}
        </p>
      ) : null}
      <h1 id="link-problem-title">{problem.title}</h1>
      <p className="cs-status-page__lead">{problem.lead}</p>
      <div className="cs-status-page__actions">
        {problem.code ? null : (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to={signInPath} className={problem.code ? 'btn btn-primary' : 'btn btn-outline-primary'}>
          Sign in
        </Link>
        <Link to="/" className="btn btn-outline-primary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
