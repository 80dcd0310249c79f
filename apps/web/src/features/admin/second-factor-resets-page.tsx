// Admin: past resets of lost second factors by support (ADR 119, 128): whose, by which
// administrator, when, and the identity checks written, the latest first, a page at a time.
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { SECOND_FACTOR_RESETS_PAGE, type SecondFactorResetLog } from '@chairside/domain/two-step';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { failureMessage } from '../../components/form/errors';
import { shortDateTime } from './schedule-fields';

/** The page number of the address (?page=, from 1). */
const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export function SecondFactorResetsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const offset = (page - 1) * SECOND_FACTOR_RESETS_PAGE;
  const log = useQuery({
    queryKey: ['admin', 'second-factor-resets', page],
    queryFn: ({ signal }) => api.get<SecondFactorResetLog>(`/admin/second-factor-resets?limit=${SECOND_FACTOR_RESETS_PAGE}&offset=${offset}`, signal),
    placeholderData: keepPreviousData,
  });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / SECOND_FACTOR_RESETS_PAGE)) : 1;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <>
      <PageMeta title="Two-step resets · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Two-step resets
      </h1>
      <p className="app-page__subtitle">
        Second factors support removed after checking a person’s identity, the latest first. Reset one from <Link to="/app/admin/accounts">Accounts</Link>.
      </p>
      {log.isPending ? <p>Loading…</p> : null}
      {log.isError ? (
        <p className="text-danger" role="alert">
          {failureMessage(log.error)}
        </p>
      ) : null}
      {log.data && log.data.total === 0 ? <p className="app-panel">Support has not reset anyone’s two-step sign-in yet.</p> : null}
      {log.data && log.data.resets.length > 0 ? (
        <Table responsive className="app-panel" aria-label="Two-step resets">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Whose</th>
              <th scope="col">By</th>
              <th scope="col">Identity checks</th>
            </tr>
          </thead>
          <tbody>
            {log.data.resets.map((reset) => (
              <tr key={reset.id} data-testid="second-factor-reset">
                <td className="text-nowrap">{shortDateTime(reset.createdAt)}</td>
                <td>
                  <span className="d-block">{reset.person.name}</span>
                  <span className="small text-body-secondary text-break">
                    {reset.person.username} · {reset.person.email}
                  </span>
                </td>
                <td>{reset.admin ? reset.admin.name || reset.admin.username : 'An administrator no longer here'}</td>
                <td className="text-break">{reset.checks}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {log.data && pages > 1 ? (
        <nav aria-label="Reset pages" className="d-flex gap-2 align-items-center">
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </button>
          <span>
            Page {Math.min(page, pages)} of {pages}
          </span>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}
