import type { MatchResult } from '@chairside/domain/match-rules';

/** The match percentage as a badge: green when every requirement is met, grey otherwise. */
export function MatchPercent({ match }: { match: MatchResult }) {
  const tone = match.meetsRequirements ? (match.percent >= 75 ? 'bg-success' : 'bg-primary') : 'bg-secondary';
  return (
    <span className={`badge ${tone}`} data-testid="match-percent" title={match.meetsRequirements ? 'Meets every requirement' : 'Misses a requirement'}>
      {match.percent}% match
    </span>
  );
}

/** A candidate's match with a posting, criterion by criterion: met or not, required or preferred. */
export function MatchBreakdown({ match }: { match: MatchResult }) {
  return (
    <section className="match-breakdown" aria-label="Match breakdown" data-testid="match-breakdown">
      <p className="mb-2">
        <MatchPercent match={match} />{' '}
        {match.meetsRequirements ? <span className="text-success">Meets every requirement</span> : <span className="text-danger">Misses a requirement</span>}
      </p>
      {match.criteria.length === 0 ? (
        <p className="text-muted mb-0">This posting has no match criteria.</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {match.criteria.map((criterion) => (
            <li key={criterion.key} className="d-flex gap-2 align-items-baseline py-1 border-bottom" data-met={criterion.met ? 'yes' : 'no'}>
              <span aria-hidden="true" className={criterion.met ? 'text-success fw-bold' : 'text-danger fw-bold'}>
                {criterion.met ? '✓' : '✗'}
              </span>
              <span className="flex-grow-1">
                <span className="fw-semibold">{criterion.label}</span>{' '}
                <span className={`badge ${criterion.required ? 'text-bg-warning' : 'text-bg-light border'}`}>
                  {criterion.required ? 'Required' : 'Preferred'}
                </span>
                <span className="visually-hidden">{criterion.met ? ': met' : ': not met'}</span>
                <br />
                <small className="text-muted">{criterion.detail}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
