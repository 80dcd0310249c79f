import { useState } from 'react';
import * as z from 'zod';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { formatCents } from '@chairside/domain/money';
import { POSITIONS } from '@chairside/domain/positions';
import { reliabilityPercent } from '@chairside/domain/temp-reliability';
import {
  BOOKING_MODES,
  BOOKING_MODE_LABELS,
  OFFER_STATUS_LABELS,
  REQUEST_SIZE_DEFAULT,
  REQUEST_SIZE_MAX,
  ShiftRequestInputSchema,
  shiftInstants,
  type PracticeShift,
} from '@chairside/domain/temp-shifts';
import type { ShiftAttendance } from '@chairside/domain/temp-no-shows';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { MoneyInput, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { typedNumber } from '../../components/form/schema-helpers';
import { renamedServerFields, useAppForm } from '../../components/form/use-app-form';
import { LoadFailed } from '../resume-profile/public-api';
import { CancelShiftDialog, ShiftFacts, shiftDay } from './shift-details';
import { SHIFT_SERVER_NAMES, ShiftSettingsFormSchema, shiftSettingsValues } from './shift-settings-form';
import { refreshPracticeShifts, saveShiftSettings, usePracticeAction, usePracticeShifts } from './temp-shifts-api';
import { MarkNoShowDialog } from './no-show-dialogs';
import { useMarkNoShow, usePracticeAttendance } from './no-shows-api';
import { ReviewLink, shiftHasEnded } from '../reviews/public-api';
import { ratingWords } from '@chairside/domain/review-rules';

const STATUS_LABELS = { ACTIVE: 'Open', BOOKED: 'Booked', CANCELED: 'Canceled' } as const;
const MODE_OPTIONS = BOOKING_MODES.map((mode) => ({ value: mode, label: BOOKING_MODE_LABELS[mode] }));
const SIZE_OPTIONS = Array.from({ length: REQUEST_SIZE_MAX }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1} ${index === 0 ? 'professional' : 'professionals'}`,
}));

/** /app/shifts: the practice's temp shifts, how each is booked, who was asked and who is booked (ADR 97). */
export function PracticeShiftsPage({ user }: { user: CurrentUser }) {
  const shifts = usePracticeShifts(user.username);
  const action = usePracticeAction(user.username);
  const [cancelling, setCancelling] = useState<PracticeShift | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attendance = usePracticeAttendance(user.username);
  const markNoShow = useMarkNoShow(user.username);
  const [noShowOf, setNoShowOf] = useState<PracticeShift | null>(null);

  const cancelConsequence = (shift: PracticeShift) => {
    const who = shift.booked?.name;
    if (!who) return 'The shift closes and any open requests are withdrawn.';
    if (shift.cancellationFeeNowCents > 0)
      return `The shift starts within 24 hours: canceling now owes ${who} ${formatCents(shift.cancellationFeeNowCents)} (${shifts.data?.lateFeePercent ?? 0}% of the shift’s pay), charged to your card on a shift invoice. ${who} is told at once.`;
    return `${who} is told at once. No fee: the shift starts more than 24 hours from now.`;
  };

  return (
    <section className="app-page temp-shifts-page" aria-labelledby="shifts-title">
      <PageMeta title="Shifts" noindex />
      <h1 className="app-page__title" id="shifts-title">
        Shifts
      </h1>
      <p className="app-page__subtitle">
        The dates of your temp postings. Choose how each is booked: send requests to the best matches, let qualified professionals book instantly, or pick among
        applicants. <Link to="/app/post-job/new">Post a temp job</Link> to add shifts.
      </p>
      {shifts.isPending ? (
        <PageLoading label="Loading your shifts…" />
      ) : shifts.isError || !shifts.data ? (
        <LoadFailed error={shifts.error} retry={() => void shifts.refetch()} />
      ) : (
        <>
          <p className="temp-shifts-page__terms">
            Your terms: canceling a booked shift within 24 hours of its start owes the professional {shifts.data.lateFeePercent}% of the shift’s pay.
          </p>
          {shifts.data.unbilledFeeCents > 0 ? (
            <p className="alert alert-warning py-2">
              Late-cancellation fees of {formatCents(shifts.data.unbilledFeeCents)} will be added to your next receipt.
            </p>
          ) : null}
          <div role="status">{done ? <p className="alert alert-success py-2">{done}</p> : null}</div>
          {action.isError && !cancelling ? <PlainErrorAlert message={failureMessage(action.error)} className="py-2" /> : null}
          {shifts.data.shifts.length === 0 ? (
            <p className="temp-shifts-page__empty">No upcoming shifts. A published temp posting’s dates show here.</p>
          ) : (
            <ul className="shift-list" aria-label="Your shifts">
              {shifts.data.shifts.map((shift) => (
                <PracticeShiftCard
                  key={shift.id}
                  user={user}
                  shift={shift}
                  busy={action.isPending}
                  onRequest={(size) =>
                    action.mutate(
                      { shiftId: shift.id, kind: 'request', size },
                      {
                        onSuccess: (answer) => {
                          const asked = answer.offers.filter((offer) => offer.status === 'OFFERED').length;
                          setDone(
                            asked > 0
                              ? `Requests sent for ${shiftDay(shift.date)}: ${asked} ${asked === 1 ? 'professional has' : 'professionals have'} been asked.`
                              : 'Nobody available matches this shift yet. Try a higher rate, or let professionals book it instantly.',
                          );
                        },
                      },
                    )
                  }
                  onBook={(username, name) =>
                    action.mutate(
                      { shiftId: shift.id, kind: 'book', professional: username },
                      { onSuccess: () => setDone(`${name} is booked for ${shiftDay(shift.date)}.`) },
                    )
                  }
                  onCancel={() => {
                    action.reset();
                    setCancelling(shift);
                  }}
                  attendance={attendance.data?.find((row) => row.shiftId === shift.id) ?? null}
                  onNoShow={
                    attendance.data
                      ? () => {
                          markNoShow.reset();
                          setNoShowOf(shift);
                        }
                      : null
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
      <MarkNoShowDialog
        show={noShowOf !== null}
        name={noShowOf?.booked?.name ?? ''}
        day={noShowOf ? shiftDay(noShowOf.date) : ''}
        pending={markNoShow.isPending}
        failure={markNoShow.isError ? failureMessage(markNoShow.error) : null}
        onClose={() => setNoShowOf(null)}
        onConfirm={() =>
          noShowOf &&
          markNoShow.mutate(noShowOf.id, {
            onSuccess: () => {
              setDone(`${noShowOf.booked?.name ?? 'The professional'} is marked as a no-show for ${shiftDay(noShowOf.date)}.`);
              setNoShowOf(null);
            },
          })
        }
      />
      <CancelShiftDialog
        show={cancelling !== null}
        title={cancelling?.booked ? 'Cancel this booked shift?' : 'Cancel this shift?'}
        consequence={cancelling ? cancelConsequence(cancelling) : ''}
        keepLabel="Keep the shift"
        confirmLabel="Cancel shift"
        pending={action.isPending}
        failure={action.isError ? failureMessage(action.error) : null}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) =>
          cancelling &&
          action.mutate(
            { shiftId: cancelling.id, kind: 'cancel', reason },
            {
              onSuccess: () => {
                setDone(`The shift of ${shiftDay(cancelling.date)} is canceled.`);
                setCancelling(null);
              },
            },
          )
        }
      />
    </section>
  );
}

type CardProps = {
  user: CurrentUser;
  shift: PracticeShift;
  busy: boolean;
  onRequest: (size: number) => void;
  onBook: (username: string, name: string) => void;
  onCancel: () => void;
  /** What was recorded of the booked professional's attendance. */
  attendance: ShiftAttendance | null;
  /** Opens the no-show confirmation; null until the attendance is known. */
  onNoShow: (() => void) | null;
};

/** Whether the shift has started (a date without hours: from its day on, in the posting's zone). */
function hasStarted(shift: PracticeShift, now: Date): boolean {
  const startsAt =
    shiftInstants(shift, shift.timeZone)?.startsAt ?? shiftInstants({ ...shift, startTime: '00:00', endTime: '23:59' }, shift.timeZone)?.startsAt;
  return startsAt !== undefined && startsAt.getTime() <= now.getTime();
}

function PracticeShiftCard({ user, shift, busy, onRequest, onBook, onCancel, attendance, onNoShow }: CardProps) {
  const headingId = `shift-${shift.id}-title`;
  const canMarkNoShow = shift.status === 'BOOKED' && shift.booked !== null && attendance === null && onNoShow !== null && hasStarted(shift, new Date());
  const open = shift.status === 'ACTIVE';
  const applicants = shift.offers.filter((offer) => offer.status === 'APPLIED');
  return (
    <li className="shift-card" aria-labelledby={headingId} data-testid="shift-card">
      <div className="shift-card__head">
        <h2 className="shift-card__title" id={headingId}>
          {shiftDay(shift.date)}: {shift.title || POSITIONS[shift.position]}
        </h2>
        <span className={`shift-status shift-status--${shift.status.toLowerCase()}`}>{STATUS_LABELS[shift.status]}</span>
      </div>
      <ShiftFacts shift={shift} />
      {shift.booked ? (
        <p className="shift-card__booked">
          Booked: <strong>{shift.booked.name}</strong>, reliability {reliabilityPercent(shift.booked.reliability)}%
          {shift.booked.rating?.count ? `, ${ratingWords(shift.booked.rating)}` : ''}
          <CredentialBadges person={shift.booked} />
        </p>
      ) : null}
      {attendance ? (
        <p className="shift-card__note" data-testid="shift-attendance">
          {attendance.event === 'WORKED'
            ? 'Marked as worked.'
            : attendance.reviewOutcome === 'OVERTURNED'
              ? 'Marked as a no-show; overturned on review.'
              : attendance.disputedAt
                ? 'Marked as a no-show; the professional disputes it.'
                : 'Marked as a no-show.'}
        </p>
      ) : null}
      {shift.unbilledFeeCents > 0 ? (
        <p className="shift-card__note">Late-cancellation fee owed: {formatCents(shift.unbilledFeeCents)}, on your next receipt.</p>
      ) : null}
      {shift.status !== 'CANCELED' ? <ShiftSettings user={user} shift={shift} /> : null}
      <div className="shift-card__actions">
        {open && shift.bookingMode === 'REQUEST' ? <RequestForm shift={shift} headingId={headingId} busy={busy} onRequest={onRequest} /> : null}
        {canMarkNoShow && onNoShow ? (
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onNoShow} aria-describedby={headingId}>
            Mark no-show
          </button>
        ) : null}
        {shift.status === 'BOOKED' && shift.booked && attendance?.event !== 'NO_SHOW' && shiftHasEnded(shift) ? (
          <ReviewLink kind="shifts" bookingId={shift.id} describedBy={headingId} />
        ) : null}
        {shift.status !== 'CANCELED' ? (
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onCancel} aria-describedby={headingId}>
            Cancel shift
          </button>
        ) : null}
      </div>
      {shift.offers.length > 0 ? (
        <div className="shift-card__offers">
          <h3 className="h6">{shift.bookingMode === 'APPLICANTS' ? 'Applicants' : 'Requests'}</h3>
          <ul aria-label={`Who was asked for ${shiftDay(shift.date)}`}>
            {shift.offers.map((offer) => (
              <li key={offer.username} data-testid="shift-offer">
                <span>
                  {offer.name} · reliability {reliabilityPercent(offer.reliability)}%{offer.rating?.count ? ` · ${ratingWords(offer.rating)}` : ''} ·{' '}
                  <em>{OFFER_STATUS_LABELS[offer.status]}</em>
                  <CredentialBadges person={offer} />
                </span>
                {open && offer.status === 'APPLIED' ? (
                  <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => onBook(offer.username, offer.name)}>
                    Book {offer.name}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {open && shift.bookingMode === 'APPLICANTS' && applicants.length === 0 ? <p className="shift-card__note">Nobody has asked for it yet.</p> : null}
        </div>
      ) : null}
    </li>
  );
}

const RequestFormSchema = z.object({ size: typedNumber(ShiftRequestInputSchema.shape.size.unwrap()) });

type RequestFormProps = { shift: PracticeShift; headingId: string; busy: boolean; onRequest: (size: number) => void };

/** How many professionals to ask, and the button that asks them (the page says how it went). */
function RequestForm({ shift, headingId, busy, onRequest }: RequestFormProps) {
  const form = useAppForm({
    schema: RequestFormSchema,
    defaultValues: { size: String(REQUEST_SIZE_DEFAULT) },
    onSubmit: async ({ size }) => onRequest(size),
    guardUnsaved: false,
  });
  const id = `request-size-${shift.id}`;
  return (
    <AppForm form={form} feedback="none" fieldsClassName="shift-card__request">
      <label className="form-label mb-0" htmlFor={id}>
        Ask
      </label>
      <select id={id} className="form-select form-select-sm" {...form.register('size')}>
        {SIZE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-sm btn-primary" disabled={busy} aria-describedby={headingId}>
        {shift.requestRound === 0 ? 'Send requests' : 'Ask more professionals'}
      </button>
    </AppForm>
  );
}

function ShiftSettings({ user, shift }: { user: CurrentUser; shift: PracticeShift }) {
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: ShiftSettingsFormSchema,
    defaultValues: shiftSettingsValues(shift),
    onSubmit: async (body) => {
      const answer = await saveShiftSettings(user.username, shift.id, body);
      void refreshPracticeShifts(queryClient, user.username);
      return answer;
    },
    savedValues: (answer) => shiftSettingsValues(answer),
    savedMessage: 'Saved.',
    serverFieldPath: renamedServerFields(SHIFT_SERVER_NAMES),
  });
  const id = (field: string) => `shift-${shift.id}-${field}`;
  // Open at first while the shift has no rate; then as the person leaves it.
  const [open, setOpen] = useState(shift.rateCents === null && shift.status === 'ACTIVE');
  return (
    <details className="shift-card__settings" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Booking and pay</summary>
      <AppForm form={form} aria-label={`Booking and pay for ${shiftDay(shift.date)}`} fieldsClassName="shift-settings">
        <SelectInput id={id('mode')} name="bookingMode" label="How it is booked" options={MODE_OPTIONS} />
        <MoneyInput
          id={id('rate')}
          name="rate"
          label="Hourly rate"
          hint={
            shift.suggestedRateCents !== null
              ? `Suggested: ${POSITIONS[shift.position]} postings in this state pay ${formatCents(shift.suggestedRateCents)} an hour (median).`
              : 'Needed for requests and instant booking.'
          }
        />
        <TextInput id={id('break')} name="breakMinutes" label="Unpaid break (minutes)" type="number" min={0} max={240} />
        <TextArea id={id('notes')} name="notes" label="Notes for the professional" rows={2} />
        <SubmitButton busyLabel="Saving…" size="sm">
          Save
        </SubmitButton>
      </AppForm>
    </details>
  );
}

/** "License verified" and the verified credentials' names (no numbers) of a professional on a shift (ADR 115). */
function CredentialBadges({ person }: { person: Pick<PracticeShift['offers'][number], 'licenseVerified' | 'verifiedCredentials'> }) {
  if (!person.licenseVerified && !person.verifiedCredentials?.length) return null;
  return (
    <>
      {person.licenseVerified ? (
        <span className="badge text-bg-success ms-2" data-testid="license-verified">
          License verified
        </span>
      ) : null}
      {person.verifiedCredentials?.length ? (
        <small className="d-block" data-testid="verified-credentials">
          Verified: {person.verifiedCredentials.map((credential) => `${credential.label}${credential.state ? ` (${credential.state})` : ''}`).join(', ')}
        </small>
      ) : null}
    </>
  );
}
