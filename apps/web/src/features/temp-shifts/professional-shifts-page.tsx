import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { POSITIONS } from '@chairside/domain/positions';
import { RELIABILITY_RULES, reliabilityPercent } from '@chairside/domain/temp-reliability';
import { BOOKING_MODE_SHORT, OFFER_STATUS_LABELS, shiftInstants, type ProfessionalShift } from '@chairside/domain/temp-shifts';
import type { ProfessionalNoShow } from '@chairside/domain/temp-no-shows';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';
import { LoadFailed } from '../resume-profile/public-api';
import { CancelShiftDialog, ShiftFacts, shiftDay } from './shift-details';
import { useProfessionalAction, useProfessionalShifts } from './temp-shifts-api';
import { DisputeNoShowDialog } from './no-show-dialogs';
import { useDisputeNoShow, useProfessionalNoShows } from './no-shows-api';
import { ReviewLink, shiftHasEnded } from '../reviews/public-api';

const TEMP_WORK_PATH = '/app/temp-work';

/** /app/temp-shifts: shifts offered to the professional, and the ones they are booked on (ADR 97). */
export function ProfessionalShiftsPage({ user }: { user: CurrentUser }) {
  const shifts = useProfessionalShifts(user.username);
  const action = useProfessionalAction(user.username);
  const [cancelling, setCancelling] = useState<ProfessionalShift | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noShows = useProfessionalNoShows(user.username);
  const dispute = useDisputeNoShow(user.username);
  const [disputing, setDisputing] = useState<ProfessionalShift | null>(null);
  const noShowOf = (shift: ProfessionalShift) => noShows.data?.find((noShow) => noShow.shiftId === shift.id) ?? null;
  const act = (shift: ProfessionalShift, kind: 'accept' | 'apply' | 'decline', said: string) => {
    setDone(null);
    action.mutate({ shiftId: shift.id, kind }, { onSuccess: () => setDone(said) });
  };

  return (
    <section className="app-page temp-shifts-page" aria-labelledby="temp-shifts-title">
      <PageMeta title="Temp Shifts" noindex />
      <h1 className="app-page__title" id="temp-shifts-title">
        Temp Shifts
      </h1>
      <p className="app-page__subtitle">
        Shifts practices offer you, and the ones you are booked on. Offers follow your <Link to={TEMP_WORK_PATH}>temp profile</Link>: your positions, hours,
        distance and rate.
      </p>
      {shifts.isPending ? (
        <PageLoading label="Loading your shifts…" />
      ) : shifts.isError || !shifts.data ? (
        <LoadFailed error={shifts.error} retry={() => void shifts.refetch()} />
      ) : (
        <>
          <p className="temp-shifts-page__reliability">
            <strong>Reliability: {reliabilityPercent(shifts.data.reliability)}%</strong> ({shifts.data.reliability} of 1000). Each worked shift adds{' '}
            {RELIABILITY_RULES.WORKED.points} points; canceling costs {-RELIABILITY_RULES.CANCELLED_EARLY.points}, or {-RELIABILITY_RULES.CANCELLED_LATE.points}{' '}
            within 24 hours of the start.
          </p>
          <div role="status">{done ? <p className="alert alert-success py-2">{done}</p> : null}</div>
          {action.isError && !cancelling ? <PlainErrorAlert message={failureMessage(action.error)} className="py-2" /> : null}
          <h2 className="h5 mt-4">Booked</h2>
          {shifts.data.booked.length === 0 ? (
            <p className="temp-shifts-page__empty">You are not booked on any shift yet.</p>
          ) : (
            <ul className="shift-list" aria-label="Booked shifts">
              {shifts.data.booked.map((shift) => {
                const noShow = noShowOf(shift);
                return (
                  <ShiftCard key={shift.id} shift={shift}>
                    {noShow ? (
                      <NoShowNote
                        noShow={noShow}
                        onDispute={() => {
                          dispute.reset();
                          setDisputing(shift);
                        }}
                      />
                    ) : shift.status === 'BOOKED' && shiftHasEnded(shift) ? (
                      <ReviewLink kind="shifts" bookingId={shift.id} />
                    ) : !hasStarted(shift) ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => {
                          action.reset();
                          setCancelling(shift);
                        }}
                      >
                        Cancel booking
                      </button>
                    ) : null}
                  </ShiftCard>
                );
              })}
            </ul>
          )}
          <h2 className="h5 mt-4">Offers</h2>
          {shifts.data.offers.length === 0 ? (
            <p className="temp-shifts-page__empty">No offers right now. Keep your temp profile up to date: practices near you ask the best matches first.</p>
          ) : (
            <ul className="shift-list" aria-label="Shift offers">
              {shifts.data.offers.map((shift) => (
                <ShiftCard key={shift.id} shift={shift}>
                  {shift.offerStatus === 'OFFERED' && shift.status === 'ACTIVE' ? (
                    <>
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={action.isPending}
                        onClick={() => act(shift, 'accept', `You are booked: ${shift.title}, ${shiftDay(shift.date)}.`)}
                      >
                        Accept shift
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        disabled={action.isPending}
                        onClick={() => act(shift, 'decline', `You declined ${shift.title}, ${shiftDay(shift.date)}.`)}
                      >
                        Decline
                      </button>
                    </>
                  ) : shift.offerStatus === 'APPLIED' && shift.status === 'ACTIVE' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={action.isPending}
                      onClick={() => act(shift, 'decline', `You withdrew from ${shift.title}, ${shiftDay(shift.date)}.`)}
                    >
                      Withdraw
                    </button>
                  ) : null}
                </ShiftCard>
              ))}
            </ul>
          )}
        </>
      )}
      <DisputeNoShowDialog
        show={disputing !== null}
        practiceName={disputing?.practiceName ?? ''}
        day={disputing ? shiftDay(disputing.date) : ''}
        pending={dispute.isPending}
        failure={dispute.isError ? failureMessage(dispute.error) : null}
        onClose={() => setDisputing(null)}
        onSend={(text) =>
          disputing &&
          dispute.mutate(
            { shiftId: disputing.id, text },
            {
              onSuccess: () => {
                setDone(`Your dispute of ${shiftDay(disputing.date)} is sent. We will email you when it is reviewed.`);
                setDisputing(null);
              },
            },
          )
        }
      />
      <CancelShiftDialog
        show={cancelling !== null}
        title="Cancel this booking?"
        consequence={
          cancelling
            ? `${cancelling.practiceName} is told at once and the shift is offered to others. Canceling costs ${-RELIABILITY_RULES.CANCELLED_EARLY.points} reliability points, or ${-RELIABILITY_RULES.CANCELLED_LATE.points} within 24 hours of the start.`
            : ''
        }
        keepLabel="Keep the booking"
        confirmLabel="Cancel booking"
        pending={action.isPending}
        failure={action.isError ? failureMessage(action.error) : null}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) =>
          cancelling &&
          action.mutate(
            { shiftId: cancelling.id, kind: 'cancel', reason },
            {
              onSuccess: () => {
                setDone(`You canceled ${cancelling.title}, ${shiftDay(cancelling.date)}.`);
                setCancelling(null);
              },
            },
          )
        }
      />
    </section>
  );
}

/** Whether the shift has started (a date without hours: from its day on, in the posting's zone). */
function hasStarted(shift: ProfessionalShift): boolean {
  const startsAt =
    shiftInstants(shift, shift.timeZone)?.startsAt ?? shiftInstants({ ...shift, startTime: '00:00', endTime: '23:59' }, shift.timeZone)?.startsAt;
  return startsAt !== undefined && startsAt.getTime() <= Date.now();
}

/** A no-show the practice marked: where its dispute and review stand, and the way to dispute it within the week. */
function NoShowNote({ noShow, onDispute }: { noShow: ProfessionalNoShow; onDispute: () => void }) {
  const open = !noShow.disputedAt && !noShow.reviewOutcome && Date.parse(noShow.disputeUntil) >= Date.now();
  const said =
    noShow.reviewOutcome === 'OVERTURNED'
      ? 'Marked as a no-show; overturned on review: it does not count.'
      : noShow.reviewOutcome === 'UPHELD'
        ? 'Marked as a no-show; upheld on review.'
        : noShow.disputedAt
          ? 'Marked as a no-show; your dispute is waiting for review.'
          : open
            ? `Marked as a no-show. You can dispute it until ${new Date(noShow.disputeUntil).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}.`
            : 'Marked as a no-show.';
  return (
    <>
      <p className="shift-card__note mb-0" data-testid="no-show-status">
        {said}
      </p>
      {open ? (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onDispute}>
          Dispute
        </button>
      ) : null}
    </>
  );
}

function ShiftCard({ shift, children }: { shift: ProfessionalShift; children: ReactNode }) {
  const headingId = `shift-${shift.id}-title`;
  return (
    <li className="shift-card" aria-labelledby={headingId} data-testid="shift-card">
      <div className="shift-card__head">
        <h3 className="shift-card__title" id={headingId}>
          {shiftDay(shift.date)}: {shift.title || POSITIONS[shift.position]}
        </h3>
        {shift.offerStatus && !shift.isBookedByMe ? (
          <span className={`shift-status shift-status--${shift.offerStatus.toLowerCase()}`}>{OFFER_STATUS_LABELS[shift.offerStatus]}</span>
        ) : null}
        {shift.isBookedByMe ? <span className="shift-status shift-status--booked">Booked</span> : null}
      </div>
      <p className="shift-card__practice">
        {shift.practiceName} · {shift.place} · {BOOKING_MODE_SHORT[shift.bookingMode]}
      </p>
      <ShiftFacts shift={shift} />
      {shift.requirements.length > 0 ? <p className="shift-card__note">Requires: {shift.requirements.join(', ')}</p> : null}
      {shift.parking ? <p className="shift-card__note">Parking: {shift.parking}</p> : null}
      {shift.notes ? <p className="shift-card__note">{shift.notes}</p> : null}
      <p className="shift-card__terms">If the practice cancels within 24 hours of the start, it pays you {shift.lateFeePercent}% of the shift’s pay.</p>
      <p className="shift-card__terms">
        You work this shift as: {shift.workerClassification === 'EMPLOYEE' ? 'an employee of the practice' : 'an independent contractor'}.
      </p>
      <div className="shift-card__actions">{children}</div>
    </li>
  );
}
