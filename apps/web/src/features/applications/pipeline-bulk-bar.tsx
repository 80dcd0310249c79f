// The bulk actions on a posting's applicants (ADR 118, ADR 130): move, message or decline with a
// template the applicants picked on the list or the board, or every applicant that matches.
import { useId, useState } from 'react';
import { TEMPLATE_KINDS, TEMPLATE_LABELS, type PipelineStage, type TemplateKind } from '@chairside/domain/hiring-pipeline';
import { api } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

/** Who the bulk actions act on: the applicants picked, or every applicant that matches (up to the list's newest, ADR 130). */
export type BulkSelection = { applicants: string[] } | { matching: { stage?: string; throughId: number }; count: number };

type BulkBarProps = {
  username: string;
  jobId: number;
  stages: PipelineStage[];
  selection: BulkSelection;
  onDone: (words: string) => Promise<void>;
  onFailure: (message: string | null) => void;
};

/** What to do with the selected applicants: move them, message them or decline them with a template. */
export function BulkBar({ username, jobId, stages, selection, onDone, onFailure }: BulkBarProps) {
  const who = 'applicants' in selection ? { applicants: selection.applicants } : { matching: selection.matching };
  const count = 'applicants' in selection ? selection.applicants.length : selection.count;
  const id = useId();
  const [stage, setStage] = useState(stages[1]?.key ?? 'reviewing');
  const [template, setTemplate] = useState<TemplateKind | 'own'>('decline');
  const [ownWords, setOwnWords] = useState('');
  const [interviewTime, setInterviewTime] = useState('');
  const [busy, setBusy] = useState(false);
  // A template or the practice's own words, with {interview_time} filled from what is typed.
  const words = () => ({
    ...(template === 'own' ? { body: ownWords } : { template }),
    ...(interviewTime.trim() ? { interviewTime: interviewTime.trim() } : {}),
  });
  const run = async (body: Record<string, unknown>, words: (done: number) => string) => {
    setBusy(true);
    onFailure(null);
    try {
      const answer = await api.post<{ done: number }>(`${employerPath(username)}/pipeline/${jobId}/bulk`, { ...who, ...body });
      await onDone(words(answer.done));
    } catch (caught) {
      onFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pipeline__bulk app-panel p-2 mb-2" role="group" aria-label="Selected applicants" data-testid="bulk-bar">
      <strong className="me-2" data-testid="bulk-count">
        {count} selected
      </strong>
      <label htmlFor={`${id}-stage`} className="visually-hidden">
        Stage
      </label>
      <select id={`${id}-stage`} className="form-select form-select-sm d-inline-block w-auto" value={stage} onChange={(event) => setStage(event.target.value)}>
        {stages.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={busy}
        onClick={() => void run({ action: 'move', stage }, (n) => `${n} moved.`)}
      >
        Move
      </button>{' '}
      <label htmlFor={`${id}-template`} className="ms-2">
        Template
      </label>{' '}
      <select
        id={`${id}-template`}
        className="form-select form-select-sm d-inline-block w-auto"
        value={template}
        onChange={(event) => setTemplate(event.target.value as TemplateKind | 'own')}
      >
        {TEMPLATE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {TEMPLATE_LABELS[kind]}
          </option>
        ))}
        <option value="own">Your own words</option>
      </select>{' '}
      <label htmlFor={`${id}-time`} className="ms-2">
        Interview time
      </label>{' '}
      <input
        id={`${id}-time`}
        className="form-control form-control-sm d-inline-block w-auto"
        placeholder="e.g. Tuesday at 10 AM"
        maxLength={200}
        value={interviewTime}
        onChange={(event) => setInterviewTime(event.target.value)}
      />{' '}
      {template === 'own' ? (
        <>
          <label htmlFor={`${id}-words`} className="visually-hidden">
            Your message
          </label>
          <textarea
            id={`${id}-words`}
            className="form-control form-control-sm my-2"
            rows={3}
            maxLength={5000}
            placeholder="Hello {name}, … ({name}, {posting}, {practice} and {interview_time} are filled in)"
            value={ownWords}
            onChange={(event) => setOwnWords(event.target.value)}
          />
        </>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy}
        onClick={() => void run({ action: 'message', ...words() }, (n) => `Message sent to ${n}.`)}
      >
        Send message
      </button>{' '}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={busy}
        onClick={() => void run({ action: 'decline', ...words() }, (n) => `${n} declined and told.`)}
      >
        Decline
      </button>
    </div>
  );
}
