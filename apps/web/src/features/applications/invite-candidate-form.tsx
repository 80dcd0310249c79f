import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { CANDIDATE_LOOKUP_MIN_LENGTH, type CandidateSuggestion } from '@chairside/domain/hiring';
import { api } from '../../lib/api-client';
import { InvitationError, sendInvitation } from './invite-to-posting-form';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Invite a job seeker to a posting: type a name or an email, pick the person from the
 * suggestions (only people the practice may invite; an email matches only exactly), add a
 * message, send.
 */
export function InviteCandidateForm({ username, jobId, confidential }: { username: string; jobId: number; confidential: boolean }) {
  const ids = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CandidateSuggestion | null>(null);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ error?: string; failure?: unknown; done?: string }>({});
  const [sending, setSending] = useState(false);
  const query = useSettled(text.trim(), 250);
  const searching = !chosen && query.length >= CANDIDATE_LOOKUP_MIN_LENGTH;
  const suggestions = useQuery({
    queryKey: ['candidate-lookup', username, query],
    queryFn: ({ signal }) => api.get<CandidateSuggestion[]>(`${employerPath(username)}/candidates/lookup?${new URLSearchParams({ q: query })}`, signal),
    enabled: searching,
    staleTime: 30_000,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setState({ error: 'Type a name or an email, then choose the job seeker from the list.' });
      document.getElementById(`${ids}-who`)?.focus();
      return;
    }
    setSending(true);
    setState({});
    try {
      const invitation = await sendInvitation(username, jobId, chosen.username, message);
      setState({ done: `${invitation.name} is invited to apply.` });
      setChosen(null);
      setText('');
      setMessage('');
    } catch (caught) {
      setState({ failure: caught });
    } finally {
      setSending(false);
    }
  }

  const listId = `${ids}-suggestions`;
  return (
    <form className="invite-form mt-3" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <h3 className="h6" id={`${ids}-title`}>
        Invite a candidate
      </h3>
      {chosen ? (
        <div className="invite-form__chosen mb-2" role="status">
          Inviting <strong>{chosen.name}</strong>
          {` · ${[chosen.positionLabel, [chosen.city, chosen.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}`}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => {
              setChosen(null);
              setState({});
            }}
          >
            Choose someone else
          </button>
        </div>
      ) : (
        <Form.Group controlId={`${ids}-who`} className="mb-2">
          <Form.Label>Job seeker’s name or email</Form.Label>
          <Form.Control
            value={text}
            autoComplete="off"
            role="combobox"
            aria-expanded={searching && (suggestions.data?.length ?? 0) > 0}
            aria-controls={listId}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setState({});
            }}
          />
          <Form.Text id={`${ids}-hint`}>
            People with a public resume, and people who applied to your practice. An email finds a person only when typed in full.
          </Form.Text>
          {searching ? (
            <div aria-live="polite">
              {suggestions.isPending ? <p className="small text-body-secondary mb-0">Looking…</p> : null}
              {suggestions.isError ? <p className="small text-danger mb-0">{failureMessage(suggestions.error)}</p> : null}
              {suggestions.data && suggestions.data.length === 0 ? <p className="small text-body-secondary mb-0">Nobody you can invite matches “{query}”.</p> : null}
              {suggestions.data && suggestions.data.length > 0 ? (
                <ul className="list-group invite-form__suggestions mt-1" id={listId} aria-label="Matching job seekers">
                  {suggestions.data.map((person) => (
                    <li key={person.username} className="list-group-item p-0">
                      <button type="button" className="btn btn-link text-start w-100 px-3 py-2" onClick={() => setChosen(person)}>
                        <strong>{person.name}</strong>
                        <span className="d-block small text-body-secondary">
                          {[person.positionLabel, [person.city, person.state].filter(Boolean).join(', '), person.appliedToPractice ? 'Applied to your practice' : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </Form.Group>
      )}
      <Form.Group controlId={`${ids}-message`} className="mb-2">
        <Form.Label>Message</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={confidential ? `${ids}-confidential` : undefined}
        />
        {confidential ? (
          <Form.Text id={`${ids}-confidential`}>
            This posting is confidential: the invitation does not name your practice. Name it in your message only if you wish to.
          </Form.Text>
        ) : null}
      </Form.Group>
      {state.error ? (
        <PlainErrorAlert message={state.error} className="py-2" />
      ) : null}
      {state.failure ? <InvitationError error={state.failure} /> : null}
      {state.done ? (
        <div className="alert alert-success py-2" role="status">
          {state.done}
        </div>
      ) : null}
      <button type="submit" className="btn btn-sm btn-primary" disabled={sending}>
        Send invitation
      </button>
    </form>
  );
}
