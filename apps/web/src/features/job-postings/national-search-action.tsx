import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { RedeemAnswer } from '@chairside/domain/commerce';
import type { EmployerJob } from '@chairside/domain/job-posting';
import { api } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { BUY_CREDITS_PATH, creditsKey, useCredits } from '../commerce/public-api';
import { employerJobKey, useJobChanged, jobTitle } from '../postings/public-api';
import { failureMessage } from '../../components/form/errors';

// Spending a National Search credit (NAT) on a live posting: POST jobs/{id}/redeem behind a
// confirmation. The posting then shows in national search (radius 101) as well as near its ZIP.

type Posting = Pick<EmployerJob, 'id' | 'name' | 'positionLabel' | 'isNational' | 'isBasic' | 'isActive'>;

/** Why the posting cannot be shown nationally now, or null when a NAT credit can go on it. */
export function nationalProblem(job: Posting, natCredits: number | undefined): string | null {
  if (job.isNational) return null;
  if (job.isBasic) return 'A basic posting shows in local search only.';
  if (!job.isActive) return 'Only a live posting can be shown in national search.';
  if (natCredits !== undefined && natCredits < 1) return 'You have no National Search credit.';
  return null;
}

/**
 * `ask(job)` opens the confirmation, `dialog` is the modal to render, `natCredits` the balance
 * (undefined while loading). Confirming spends one NAT credit; the posting and the balances refetch.
 */
export function useNationalSearch(username: string, onDone?: (job: Posting) => void) {
  const credits = useCredits(username);
  const changed = useJobChanged(username);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Posting | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const natCredits = credits.data?.balances.NAT;

  async function confirm() {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.post<RedeemAnswer>(`/jobs/${asking.id}/redeem`, { product: 'NAT' });
      changed();
      void queryClient.invalidateQueries({ queryKey: employerJobKey(username, asking.id) });
      void queryClient.invalidateQueries({ queryKey: creditsKey(username) });
      onDone?.(asking);
      setAsking(null);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <Modal show={asking !== null} onHide={() => !busy && setAsking(null)} centered aria-labelledby="national-search-question">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="national-search-question">Show this posting in national search?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormErrorAlert message={error} /> : null}
        <p className="fw-semibold mb-1">{asking ? jobTitle(asking) : ''}</p>
        <p className="mb-0 text-body-secondary">
          This uses 1 of your {natCredits ?? 0} National Search credits. Job seekers searching anywhere in the country find the posting, as well as those near
          it, until it ends.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => setAsking(null)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Saving…' : 'Use 1 NAT credit'}
        </Button>
      </Modal.Footer>
    </Modal>
  );

  return {
    natCredits,
    ask: (job: Posting) => {
      setError(null);
      setAsking(job);
    },
    dialog,
  };
}

/** The posting's national search state on its screen: shown nationally, the button, or why not (and where to buy a credit). */
export function NationalSearchControl({ job, natCredits, onAsk }: { job: Posting; natCredits: number | undefined; onAsk: () => void }) {
  if (job.isNational)
    return (
      <p className="national-search mb-0" data-testid="national-search-state">
        <span className="badge text-bg-success me-2">National</span>
        Shown in national search and near its ZIP code.
      </p>
    );
  const problem = nationalProblem(job, natCredits);
  const noCredit = problem !== null && !job.isBasic && job.isActive;
  return (
    <div className="national-search" data-testid="national-search-state">
      <Button
        variant="outline-primary"
        size="sm"
        onClick={onAsk}
        disabled={problem !== null || natCredits === undefined}
        aria-describedby={`national-search-why-${job.id}`}
      >
        Show in national search
      </Button>
      <p className="national-search__why" id={`national-search-why-${job.id}`}>
        {problem ?? `Uses 1 of your ${natCredits ?? 0} NAT credits. Shown near its ZIP code only until then.`}
        {noCredit ? (
          <>
            {' '}
            <Link to={BUY_CREDITS_PATH}>Buy the National Search add-on</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
