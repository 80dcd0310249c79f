// A posting's applicants as a board of stage columns (ADR 118): moving by drag, by a "Move to…"
// menu on each card, or by the arrow keys on a focused card (announced in a live region); and
// many at once (checkboxes, select all) to move, message or decline with a template. Each column
// shows its count and its newest applicants, "Show more" loads its next page (ADR 130). Read-only
// for a team role that may not decide on applicants (an interviewer): no moves, no selection.
import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PipelineApplicant, PipelineBoard as Board, PipelinePage, PipelineStage } from '@chairside/domain/hiring-pipeline';
import { api } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';
import { BulkBar } from './pipeline-bulk-bar';

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
  // The pages "Show more" loaded per stage, and where each stage goes on from.
  const [more, setMore] = useState<Record<string, { cards: PipelineApplicant[]; next: string | null }>>({});
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const stages = board.data?.stages ?? [];
  const labelOf = (key: string) => stages.find((stage) => stage.key === key)?.label ?? key;
  const shown = [...(board.data?.applicants ?? []), ...Object.values(more).flatMap((page) => page.cards)];

  const refresh = async (next?: Board) => {
    setMore({});
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
    const card = shown.find((entry) => entry.username === applicant);
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
  const showMore = async (stage: PipelineStage, after: string) => {
    setLoadingMore(stage.key);
    setFailure(null);
    try {
      const page = await api.get<PipelinePage>(
        `${employerPath(username)}/pipeline/${jobId}/applicants?stage=${encodeURIComponent(stage.key)}&after=${encodeURIComponent(after)}`,
      );
      setMore((current) => ({
        ...current,
        [stage.key]: {
          cards: [...(current[stage.key]?.cards ?? []), ...page.applicants.map((entry) => ({ ...entry, appliedAt: entry.appliedDate }))],
          next: page.next,
        },
      }));
      setAnnouncement(`${page.applicants.length} more in ${stage.label}.`);
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setLoadingMore(null);
    }
  };
  const applicants = shown;
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
          Select all shown ({applicants.length} of {board.data.total})
        </label>
      </div>
      {selected.size > 0 && !readOnly ? (
        <BulkBar
          username={username}
          jobId={jobId}
          stages={stages}
          selection={{ applicants: [...selected] }}
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
          const next = more[stage.key] ? more[stage.key].next : board.data.next[stage.key];
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
                {stage.label}{' '}
                <span className="badge text-bg-light" data-testid="stage-count">
                  {board.data.counts[stage.key] ?? cards.length}
                </span>
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
              {next ? (
                <button
                  type="button"
                  className="btn btn-sm btn-link"
                  disabled={loadingMore === stage.key}
                  data-testid="stage-show-more"
                  onClick={() => void showMore(stage, next)}
                >
                  Show more in {stage.label} ({cards.length} of {board.data.counts[stage.key]})
                </button>
              ) : null}
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
