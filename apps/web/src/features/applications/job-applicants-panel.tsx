// A posting's applicants (ADR 118, ADR 130): a list a page at a time ("Load more"), newest first,
// or the board of stages. On the list, those who decide on applicants pick them with checkboxes,
// every one shown at once, or every applicant that matches across the pages, for the bulk actions.
import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PipelinePage, PipelineStage } from '@chairside/domain/hiring-pipeline';
import { roleMay } from '@chairside/domain/teams';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useApplicantMatches } from '../matching/public-api';
import { ExportApplicantsButton } from './export-applicants-button';
import { InviteCandidateForm } from './invite-candidate-form';
import { PipelineBoard } from './pipeline-board';
import { BulkBar, type BulkSelection } from './pipeline-bulk-bar';
import { ApplicantRow, applicantsKey } from './applicant-row';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

type JobApplicantsPanelProps = {
  username: string;
  jobId: number;
  selected: string | null;
  /** The posting is confidential: invitations and interviews do not name the practice to the job seeker. */
  confidential?: boolean;
  /** The office's time zone: interviews are proposed in the office's local time. */
  officeTimeZone?: string;
};

/** The posting's applicants on its summary (`?u=` opens one's resume), inviting a candidate, proposing interviews. */
export function JobApplicantsPanel({ username, jobId, selected, confidential = false, officeTimeZone }: JobApplicantsPanelProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const applicants = useInfiniteQuery({
    queryKey: applicantsKey(username, jobId),
    queryFn: ({ signal, pageParam }) =>
      api.get<PipelinePage>(`${employerPath(username)}/pipeline/${jobId}/applicants${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const stages = useQuery({
    queryKey: ['pipeline-stages', username],
    queryFn: ({ signal }) => api.get<{ stages: PipelineStage[] }>(`${employerPath(username)}/pipeline-stages`, signal),
  });
  const matches = useApplicantMatches(username, jobId);
  const matchOf = (applicant: string) => matches.data?.find((entry) => entry.username === applicant)?.match ?? null;
  const [view, setView] = useState<'list' | 'board'>('list');
  // Picked applicants, or every applicant that matches (through the newest the first page saw).
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // An interviewer reads the board but does not move, decline or message applicants (ADR 118).
  const teamRole = useAuth().user?.teamRole;
  const decides = !teamRole || roleMay(teamRole, 'pipeline');

  const pages = applicants.data?.pages ?? [];
  const shown = pages.flatMap((page) => page.applicants);
  const first = pages[0];
  const total = first?.total ?? 0;
  const allShownPicked = shown.length > 0 && (allMatching || shown.every((entry) => picked.has(entry.username)));
  const selection: BulkSelection | null =
    allMatching && first?.newestId ? { matching: { throughId: first.newestId }, count: total } : picked.size > 0 ? { applicants: [...picked] } : null;

  const toggle = (applicant: string) => {
    setPicked((current) => {
      const next = new Set(allMatching ? shown.map((entry) => entry.username) : current);
      if (next.has(applicant)) next.delete(applicant);
      else next.add(applicant);
      return next;
    });
    setAllMatching(false);
  };
  const toggleShown = () => {
    setAllMatching(false);
    setPicked(allShownPicked ? new Set() : new Set(shown.map((entry) => entry.username)));
  };
  const clear = () => {
    setAllMatching(false);
    setPicked(new Set());
  };

  return (
    <div className="job-applicants">
      <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Show applicants as">
        <button
          type="button"
          className={`btn btn-outline-secondary${view === 'list' ? ' active' : ''}`}
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          List
        </button>
        <button
          type="button"
          className={`btn btn-outline-secondary${view === 'board' ? ' active' : ''}`}
          aria-pressed={view === 'board'}
          onClick={() => setView('board')}
        >
          Board
        </button>
      </div>
      {view === 'board' ? <PipelineBoard username={username} jobId={jobId} readOnly={!decides} /> : null}
      {applicants.isPending ? <p className="text-body-secondary">Loading applicants…</p> : null}
      {applicants.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(applicants.error)}
        </div>
      ) : null}
      {applicants.data && total === 0 ? <p className="text-body-secondary">No applicants yet</p> : null}
      {applicants.data && total > 0 ? (
        <p className="mb-2">
          <ExportApplicantsButton username={username} jobId={jobId} />
        </p>
      ) : null}
      <div hidden={view === 'board'}>
        <p className="visually-hidden" aria-live="polite" role="status" data-testid="applicants-announcement">
          {announcement}
        </p>
        {decides && shown.length > 0 ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="applicants-select">
            <div className="form-check mb-0">
              <input className="form-check-input" type="checkbox" id={`${id}-shown`} checked={allShownPicked} onChange={toggleShown} />
              <label className="form-check-label" htmlFor={`${id}-shown`}>
                Select all {shown.length} on this page
              </label>
            </div>
            {allMatching ? (
              <span data-testid="all-matching">
                All {total} applicants are selected.{' '}
                <button type="button" className="btn btn-sm btn-link p-0 align-baseline" onClick={clear}>
                  Clear selection
                </button>
              </span>
            ) : allShownPicked && total > shown.length ? (
              <button type="button" className="btn btn-sm btn-link p-0" onClick={() => setAllMatching(true)}>
                Select all {total} applicants
              </button>
            ) : null}
          </div>
        ) : null}
        {decides && selection ? (
          <BulkBar
            username={username}
            jobId={jobId}
            stages={stages.data?.stages ?? []}
            selection={selection}
            onDone={async (words) => {
              clear();
              setAnnouncement(words);
              await queryClient.invalidateQueries({ queryKey: applicantsKey(username, jobId) });
              await queryClient.invalidateQueries({ queryKey: ['pipeline-board', username, jobId] });
            }}
            onFailure={setFailure}
          />
        ) : null}
        {failure ? (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        ) : null}
        <ul className="job-search__list" data-testid="applicants">
          {shown.map((application) => (
            <ApplicantRow
              key={application.applicationId}
              username={username}
              application={application}
              open={selected === application.username}
              confidential={confidential}
              match={matchOf(application.username)}
              officeTimeZone={officeTimeZone}
              pick={decides ? { checked: allMatching || picked.has(application.username), onChange: () => toggle(application.username) } : undefined}
            />
          ))}
        </ul>
        {applicants.hasNextPage ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary mb-3"
            disabled={applicants.isFetchingNextPage}
            data-testid="applicants-load-more"
            onClick={() => void applicants.fetchNextPage().then(() => setAnnouncement('More applicants loaded.'))}
          >
            {applicants.isFetchingNextPage ? 'Loading…' : `Load more applicants (${shown.length} of ${total})`}
          </button>
        ) : null}
      </div>
      <InviteCandidateForm username={username} jobId={jobId} confidential={confidential} />
    </div>
  );
}
