import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CreditBalances } from '@chairside/domain/commerce';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { failureMessage } from '../../components/form/errors';

// What a practice has left to spend: invitation credits (INV, and INVSUB from a subscription),
// National Search credits (NAT) and resume-search access (RESUME30, until a day). Shown on the
// dashboard and the posting screens, from GET users/employers/{id}/credits.

export const BUY_CREDITS_PATH = '/app/post-job/select-product/';
export const RESUME_SEARCH_PATH = '/app/resume-search';

export const creditsKey = (username: string) => ['employer-credits', username] as const;

export function useCredits(username: string) {
  return useQuery({
    queryKey: creditsKey(username),
    queryFn: ({ signal }) => api.get<CreditBalances>(`/users/employers/${encodeURIComponent(username)}/credits`, signal),
  });
}

const count = (value: number, one: string, many = `${one}s`) => `${value} ${value === 1 ? one : many}`;

/** The balances as a short list, with where to use and where to buy them; `inPanel`: inside another panel (no frame of its own). */
export function CreditBalance({ username, headingLevel = 2, inPanel = false }: { username: string; headingLevel?: 2 | 3; inPanel?: boolean }) {
  const credits = useCredits(username);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={inPanel ? 'credit-balance credit-balance--in-panel' : 'app-panel credit-balance'}
      aria-labelledby="credit-balance-title"
      data-testid="credit-balance"
    >
      <Heading className="job-form__title" id="credit-balance-title">
        Your credits
      </Heading>
      {credits.isPending ? (
        <p className="text-body-secondary mb-0">Loading your credits…</p>
      ) : credits.isError ? (
        <p className="text-danger mb-0" role="alert">
          {failureMessage(credits.error)}
        </p>
      ) : (
        <>
          <dl className="credit-balance__list">
            <div>
              <dt>National Search</dt>
              <dd data-testid="credit-NAT">{count(credits.data.balances.NAT, 'credit')}</dd>
            </div>
            <div>
              <dt>Invitations to apply</dt>
              <dd data-testid="credit-INV">
                {count(credits.data.balances.INV + credits.data.balances.INVSUB, 'credit')}
                {credits.data.balances.INVSUB > 0 ? ` (${credits.data.balances.INVSUB} from your subscription)` : ''}
              </dd>
            </div>
            <div>
              <dt>Resume search access</dt>
              <dd data-testid="credit-resume-access">
                {credits.data.resumeAccessUntil ? (
                  <>
                    Until {formatDate(credits.data.resumeAccessUntil)} · <Link to={RESUME_SEARCH_PATH}>Search resumes</Link>
                  </>
                ) : (
                  'None'
                )}
              </dd>
            </div>
          </dl>
          <p className="credit-balance__note">
            A NAT credit shows one live posting in national search: use it from the posting&apos;s screen. <Link to={BUY_CREDITS_PATH}>Buy credits</Link>
          </p>
        </>
      )}
    </section>
  );
}
