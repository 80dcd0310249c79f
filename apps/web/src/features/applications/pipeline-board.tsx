// A posting's applicants as a board of stage columns (ADR 118): moving by drag, by a "Move to…"
// menu on each card, or by the arrow keys on a focused card (announced in a live region); and
// many at once (checkboxes, select all) to move, message or decline with a template. Read-only for
// a team role that may not decide on applicants (an interviewer): no moves, no selection.
import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_KINDS, TEMPLATE_LABELS, type PipelineBoard as Board, type PipelineStage, type TemplateKind } from '@chairside/domain/hiring-pipeline';
import { api } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;
const boardKey = (username: string, jobId: number) => ['pipeline-board', username, jobId] as const;

/** The board of the posting's applicants, with the bulk actions above it (none when `readOnly`). */
export function PipelineBoard({ username, jobId, readOnly = false }: { username: string; jobId: number; readOnly?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: boardKey(username, jobId),
    queryFn: ({ signal }) => api.get<Board>(`${employerPath(username)}/pipeline/${jobId}`, signal),
  });
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState<string | null>(null);
  const stages = board.data?.stages ?? [];
  const labelOf = (key: string) => stages.find((stage) => stage.key === key)?.label ?? key;

  const refresh = async (next?: Board) => {
    if (next) queryClient.setQueryData(boardKey(username, jobId), next);
    else await queryClient.invalidateQueries({ queryKey: boardKey(username, jobId) });
    await queryClient.invalidateQueries({ queryKey: ['job-applicants', username, jobId] });
  };

  const move = async (applicant: string, name: string, stage: string) => {
    setFailure(null);
    try {
      const next = await api.put<Board>(`${employerPath(username)}/applications/${jobId}/${encodeURIComponent(applicant)}/stage`, { stage });
      await refresh(next);
      setAnnouncement(`${name} moved to ${labelOf(stage)}.`);
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>, applicant: string, name: string, stage: string) => {
    if (readOnly) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    const index = stages.findIndex((candidate) => candidate.key === stage);
    const next = stages[index + (event.key === 'ArrowRight' ? 1 : -1)];
    if (next) void move(applicant, name, next.key).then(() => document.getElementById(`${id}-card-${applicant}`)?.focus());
  };

  const onDrop = (event: DragEvent<HTMLElement>, stage: PipelineStage) => {
    event.preventDefault();
    if (readOnly) return;
    const applicant = dragging ?? event.dataTransfer.getData('text/plain');
    const card = board.data?.applicants.find((entry) => entry.username === applicant);
    setDragging(null);
    if (card && card.stage !== stage.key) void move(card.username, card.name, stage.key);
  };

  const toggle = (applicant: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(applicant)) next.delete(applicant);
      else next.add(applicant);
      return next;
    });

  if (board.isPending) return <p className="text-body-secondary">Loading the board…</p>;
  if (board.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(board.error)}
      </div>
    );
  const applicants = board.data.applicants;
  const allSelected = applicants.length > 0 && selected.size === applicants.length;

  return (
    <div className="pipeline" data-testid="pipeline-board">
      <p className="visually-hidden" aria-live="polite" role="status" data-testid="pipeline-announcement">
        {announcement}
      </p>
      {readOnly ? (
        <p className="small text-body-secondary mb-2" data-testid="pipeline-read-only">
          Your role in this practice lets you read the board. A hiring manager or the owner moves, declines and messages applicants.
        </p>
      ) : (
        <p className="small text-body-secondary mb-2">
          Drag a card to a column, or focus a card and press the left and right arrow keys, or use its “Move to…” menu.
        </p>
      )}
      <div className="form-check mb-2" hidden={readOnly}>
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-all`}
          checked={allSelected}
          onChange={() => setSelected(allSelected ? new Set() : new Set(applicants.map((entry) => entry.username)))}
        />
        <label className="form-check-label" htmlFor={`${id}-all`}>
          Select all ({applicants.length})
        </label>
      </div>
      {selected.size > 0 && !readOnly ? (
        <BulkBar
          username={username}
          jobId={jobId}
          stages={stages}
          selected={[...selected]}
          onDone={async (words) => {
            setSelected(new Set());
            setAnnouncement(words);
            await refresh();
          }}
          onFailure={setFailure}
        />
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="pipeline__columns">
        {stages.map((stage) => {
          const cards = applicants.filter((entry) => entry.stage === stage.key);
          return (
            <section
              key={stage.key}
              className="pipeline__column"
              aria-labelledby={`${id}-col-${stage.key}`}
              data-testid={`stage-${stage.key}`}
              onDragOver={(event) => !readOnly && event.preventDefault()}
              onDrop={(event) => onDrop(event, stage)}
            >
              <h3 className="pipeline__title h6" id={`${id}-col-${stage.key}`}>
                {stage.label} <span className="badge text-bg-light">{cards.length}</span>
              </h3>
              <ul className="list-unstyled mb-0">
                {cards.map((card) => (
                  <li
                    key={card.username}
                    id={`${id}-card-${card.username}`}
                    className="pipeline__card"
                    tabIndex={0}
                    draggable={!readOnly}
                    data-testid="pipeline-card"
                    aria-label={readOnly ? `${card.name}, ${stage.label}.` : `${card.name}, ${stage.label}. Left and right arrow keys move between stages.`}
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', card.username);
                      setDragging(card.username);
                    }}
                    onKeyDown={(event) => onCardKey(event, card.username, card.name, card.stage)}
                  >
                    {readOnly ? (
                      <span className="fw-semibold">{card.name}</span>
                    ) : (
                      <CardControls
                        id={id}
                        card={card}
                        stages={stages}
                        picked={selected.has(card.username)}
                        onPick={() => toggle(card.username)}
                        onMove={(to) => void move(card.username, card.name, to)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

type CardControlsProps = {
  id: string;
  card: { username: string; name: string; stage: string };
  stages: PipelineStage[];
  picked: boolean;
  onPick: () => void;
  onMove: (stage: string) => void;
};

/** A card's checkbox (for the bulk actions) and its "Move to…" menu. */
function CardControls({ id, card, stages, picked, onPick, onMove }: CardControlsProps) {
  return (
    <>
      <div className="form-check">
        <input className="form-check-input" type="checkbox" id={`${id}-pick-${card.username}`} checked={picked} onChange={onPick} />
        <label className="form-check-label fw-semibold" htmlFor={`${id}-pick-${card.username}`}>
          {card.name}
        </label>
      </div>
      <label className="visually-hidden" htmlFor={`${id}-move-${card.username}`}>
        Move {card.name} to…
      </label>
      <select
        id={`${id}-move-${card.username}`}
        className="form-select form-select-sm mt-1"
        value=""
        onChange={(event) => event.target.value && onMove(event.target.value)}
      >
        <option value="">Move to…</option>
        {stages
          .filter((other) => other.key !== card.stage)
          .map((other) => (
            <option key={other.key} value={other.key}>
              {other.label}
            </option>
          ))}
      </select>
    </>
  );
}

type BulkBarProps = {
  username: string;
  jobId: number;
  stages: PipelineStage[];
  selected: string[];
  onDone: (words: string) => Promise<void>;
  onFailure: (message: string | null) => void;
};

/** What to do with the selected applicants: move them, message them or decline them with a template. */
function BulkBar({ username, jobId, stages, selected, onDone, onFailure }: BulkBarProps) {
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
      const answer = await api.post<{ done: number }>(`${employerPath(username)}/pipeline/${jobId}/bulk`, { applicants: selected, ...body });
      await onDone(words(answer.done));
    } catch (caught) {
      onFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pipeline__bulk app-panel p-2 mb-2" role="group" aria-label="Selected applicants" data-testid="bulk-bar">
      <strong className="me-2">{selected.length} selected</strong>
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
