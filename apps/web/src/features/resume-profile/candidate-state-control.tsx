import { useState } from 'react';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import { CANDIDATE_STATES, type CandidateState, type CurrentStaff } from '@chairside/domain/resume-profile';
import { CANDIDATE_STATE_LABELS } from '@chairside/domain/resume-search-rules';
import { api } from '../../lib/api-client';
import { staffPath, usePatchStaff } from './staff-profile-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

const HINTS: Record<CandidateState, string> = {
  ACTIVE: 'Practices find you in resume search and matches, and see that you are ready to talk.',
  OPEN: 'Practices can find you and invite you to apply.',
  NOT_LOOKING: 'Practices do not find you in resume search or matches. Practices you apply to still see your application.',
};

/** Whether practices may find the job seeker: saves on change (PUT .../profile/candidate {state}). */
export function CandidateStateControl({ staff }: { staff: CurrentStaff }) {
  const patch = usePatchStaff(staff.username);
  const [pending, setPending] = useState<CandidateState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = pending ?? staff.candidateState;

  async function change(next: CandidateState) {
    setError(null);
    setPending(next);
    try {
      const saved = await api.put<{ candidateState: CandidateState }>(staffPath(staff.username, 'profile/candidate'), { state: next });
      patch({ candidateState: saved.candidateState });
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="profile-toggle">
      <Form.Group controlId="profile-candidate-state">
        <Form.Label className="profile-toggle__title">Job search status</Form.Label>
        <Form.Select
          value={value}
          onChange={(event) => void change(event.target.value as CandidateState)}
          aria-describedby="profile-candidate-state-hint"
          aria-busy={pending !== null}
          disabled={pending !== null}
        >
          {CANDIDATE_STATES.map((state) => (
            <option key={state} value={state}>
              {CANDIDATE_STATE_LABELS[state]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <span className="profile-toggle__hint" id="profile-candidate-state-hint">
        {HINTS[value]} <Link to="/candidate-matching/">How matching works</Link>
      </span>
      {error ? <FormErrorAlert message={error} className="mt-2 mb-0 py-2" onClose={() => setError(null)} /> : null}
    </div>
  );
}
