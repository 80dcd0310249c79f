import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CANDIDATE_LOOKUP_MIN_LENGTH, type CandidateSuggestion } from '@chairside/domain/hiring';
import { api } from '../../lib/api-client';
import { InvitationError, sendInvitation } from './invite-to-posting-form';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Who is invited (chosen from the suggestions to the typed text) and the message. */
const InviteCandidateSchema = z
  .object({
    who: z.string(),
    candidate: z.custom<CandidateSuggestion>().nullable(),
    message: z.string(),
  })
  .refine((values) => values.candidate !== null, { message: 'Type a name or an email, then choose the job seeker from the list.', path: ['who'] });

const NOBODY = { who: '', candidate: null, message: '' };

/**
 * Invite a job seeker to a posting: type a name or an email, pick the person from the
 * suggestions (only people the practice may invite; an email matches only exactly), add a
 * message, send.
 */
export function InviteCandidateForm({ username, jobId, confidential }: { username: string; jobId: number; confidential: boolean }) {
  const ids = useId();
  const form = useAppForm({
    schema: InviteCandidateSchema,
    defaultValues: NOBODY,
    onSubmit: async ({ candidate, message }) => sendInvitation(username, jobId, candidate?.username ?? '', message),
    savedValues: () => NOBODY,
    savedMessage: (invitation) => `${invitation.name} is invited to apply.`,
    guardUnsaved: false,
  });
  const chosen = form.watch('candidate') ?? null;
  const query = useSettled((form.watch('who') ?? '').trim(), 250);
  const searching = !chosen && query.length >= CANDIDATE_LOOKUP_MIN_LENGTH;
  const suggestions = useQuery({
    queryKey: ['candidate-lookup', username, query],
    queryFn: ({ signal }) => api.get<CandidateSuggestion[]>(`${employerPath(username)}/candidates/lookup?${new URLSearchParams({ q: query })}`, signal),
    enabled: searching,
    staleTime: 30_000,
  });
  const choose = (person: CandidateSuggestion | null) => {
    form.setValue('candidate', person, { shouldDirty: true });
    form.clearErrors('who');
    form.setFailure(null);
  };

  const listId = `${ids}-suggestions`;
  return (
    <AppForm form={form} feedback="none" className="invite-form mt-3" aria-labelledby={`${ids}-title`}>
      <h3 className="h6" id={`${ids}-title`}>
        Invite a candidate
      </h3>
      {chosen ? (
        <div className="invite-form__chosen mb-2" role="status">
          Inviting <strong>{chosen.name}</strong>
          {` · ${[chosen.positionLabel, [chosen.city, chosen.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}`}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => choose(null)}>
            Choose someone else
          </button>
        </div>
      ) : (
        <div className="mb-2">
          <TextInput
            id={`${ids}-who`}
            name="who"
            label="Job seeker’s name or email"
            className="mb-0"
            autoComplete="off"
            role="combobox"
            aria-expanded={searching && (suggestions.data?.length ?? 0) > 0}
            aria-controls={listId}
            hint="People with a public resume, and people who applied to your practice. An email finds a person only when typed in full."
            rules={{ onChange: () => form.setFailure(null) }}
          />
          {searching ? (
            <div aria-live="polite">
              {suggestions.isPending ? <p className="small text-body-secondary mb-0">Looking…</p> : null}
              {suggestions.isError ? <p className="small text-danger mb-0">{failureMessage(suggestions.error)}</p> : null}
              {suggestions.data && suggestions.data.length === 0 ? (
                <p className="small text-body-secondary mb-0">Nobody you can invite matches “{query}”.</p>
              ) : null}
              {suggestions.data && suggestions.data.length > 0 ? (
                <ul className="list-group invite-form__suggestions mt-1" id={listId} aria-label="Matching job seekers">
                  {suggestions.data.map((person) => (
                    <li key={person.username} className="list-group-item p-0">
                      <button type="button" className="btn btn-link text-start w-100 px-3 py-2" onClick={() => choose(person)}>
                        <strong>{person.name}</strong>
                        <span className="d-block small text-body-secondary">
                          {[
                            person.positionLabel,
                            [person.city, person.state].filter(Boolean).join(', '),
                            person.appliedToPractice ? 'Applied to your practice' : null,
                          ]
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
        </div>
      )}
      <TextArea
        id={`${ids}-message`}
        name="message"
        label="Message"
        className="mb-2"
        rows={2}
        hint={
          confidential ? 'This posting is confidential: the invitation does not name your practice. Name it in your message only if you wish to.' : undefined
        }
      />
      {form.failure ? <InvitationError error={form.failureCause} /> : null}
      {form.saved ? (
        <div className="alert alert-success py-2" role="status">
          {form.saved}
        </div>
      ) : null}
      <SubmitButton busyLabel="Sending…" size="sm">
        Send invitation
      </SubmitButton>
    </AppForm>
  );
}
