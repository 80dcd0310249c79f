import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod';
import type { CurrentUser } from '@chairside/domain/accounts';
import { CheckOutInputSchema, TimesheetDisputeInputSchema, type Timesheet } from '@chairside/domain/shift-pay';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea, TextInput } from '../../components/form/fields';
import { checkedBody, typedNumber } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { failureMessage } from '../../components/form/errors';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { PageMeta } from '../../lib/page-meta';
import { LoadFailed } from '../resume-profile/public-api';
import { useProfessionalShifts } from '../temp-shifts/public-api';
import { useTimesheetAction, useTimesheets } from './shift-pay-api';
import { TimesheetSummary } from './timesheet-parts';
import { isOffline, queueAction, queuedActions, sendQueued, type QueuedAction } from './offline-queue';

const CheckOutFormSchema = z
  .object({ breakMinutes: typedNumber(z.number().int().min(0).max(600)) })
  .transform((values, context) => checkedBody(CheckOutInputSchema, values, {}, context));
const DisputeFormSchema = z
  .object({ text: z.string() })
  .transform((values, context) =>
    checkedBody(TimesheetDisputeInputSchema, { text: values.text.trim() }, { text: values.text.trim() === '' && 'Tell us what happened.' }, context),
  );

type Act = ReturnType<typeof useTimesheetAction>;
/** Checks in or out now, or keeps the action on the phone while offline. */
type Run = (action: Omit<QueuedAction, 'body'> & { body?: Record<string, unknown> }) => Promise<void>;

function CheckOutForm({ shiftId, run }: { shiftId: number; run: Run }) {
  const form = useAppForm({
    schema: CheckOutFormSchema,
    defaultValues: { breakMinutes: 0 },
    onSubmit: (body) => run({ shiftId, action: 'check-out', body: { breakMinutes: body.breakMinutes } }),
    guardUnsaved: false,
  });
  return (
    <AppForm form={form} aria-label="Check out">
      <TextInput id={`breaks-${shiftId}`} name="breakMinutes" type="number" label="Breaks (minutes, unpaid)" />
      <SubmitButton busyLabel="Checking out…" className="w-100 btn-lg">
        Check out now
      </SubmitButton>
    </AppForm>
  );
}

function CorrectionAnswer({ sheet, act }: { sheet: Timesheet; act: Act }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    schema: DisputeFormSchema,
    defaultValues: { text: '' },
    onSubmit: (body) => act.mutateAsync({ shiftId: sheet.shiftId, action: 'dispute', body }),
    guardUnsaved: false,
  });
  const accept = () => act.mutateAsync({ shiftId: sheet.shiftId, action: 'acceptance' }).catch((caught: unknown) => setFailure(failureMessage(caught)));
  return (
    <>
      {failure ? <PlainErrorAlert message={failure} className="py-2" /> : null}
      <button type="button" className="btn btn-primary w-100 mb-3" onClick={() => void accept()} disabled={act.isPending}>
        Accept the correction
      </button>
      <AppForm form={form} aria-label="Dispute the correction">
        <TextArea id={`dispute-${sheet.id}`} name="text" label="Or dispute it: what happened?" rows={3} />
        <SubmitButton busyLabel="Sending…" variant="outline-danger">
          Dispute
        </SubmitButton>
      </AppForm>
    </>
  );
}

/** The professional's timesheets: check in and out on the day (a phone-sized page), then accept or dispute a correction. */
export function ProfessionalTimesheetsPage({ user }: { user: CurrentUser }) {
  const sheets = useTimesheets('staff', user.username);
  const shifts = useProfessionalShifts(user.username);
  const act = useTimesheetAction('staff', user.username);
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState<QueuedAction[]>([]);
  const { mutateAsync } = act;
  const flush = useCallback(async () => {
    await sendQueued(user.username, (action) => mutateAsync(action));
    setQueued(queuedActions(user.username));
  }, [mutateAsync, user.username]);
  useEffect(() => {
    setQueued(queuedActions(user.username));
    const online = () => void flush();
    if (navigator.onLine) online();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, user.username]);
  const run: Run = async (action) => {
    try {
      await mutateAsync({ ...action, body: action.body ?? {} });
      setFailure(null);
    } catch (caught) {
      if (!isOffline(caught)) throw caught;
      queueAction(user.username, action);
      setQueued(queuedActions(user.username));
    }
  };
  if (sheets.isPending || shifts.isPending) return <PageLoading />;
  if (sheets.isError) return <LoadFailed error={sheets.error} retry={() => void sheets.refetch()} />;
  const withSheet = new Set([...sheets.data.map((sheet) => sheet.shiftId), ...queued.map((action) => action.shiftId)]);
  const today = new Date().toISOString().slice(0, 10);
  const checkable = (shifts.data?.booked ?? []).filter(
    (shift) => !withSheet.has(shift.id) && Math.abs(Date.parse(shift.date) - Date.parse(today)) <= 86_400_000,
  );
  const checkIn = (shiftId: number) => run({ shiftId, action: 'check-in' }).catch((caught: unknown) => setFailure(failureMessage(caught)));
  return (
    <div className="container py-3" style={{ maxWidth: 560 }}>
      <PageMeta title="Timesheets" noindex />
      <h1 className="h4">Timesheets</h1>
      {failure ? <PlainErrorAlert message={failure} className="py-2" /> : null}
      {queued.length > 0 ? (
        <div className="alert alert-warning py-2" role="status">
          You are offline: {queued.map((action) => action.action).join(' and ')} saved on this phone, sent when you are back online.
        </div>
      ) : null}
      {queued
        .filter((action) => action.action === 'check-in' && !queued.some((later) => later.shiftId === action.shiftId && later.action === 'check-out'))
        .map((action) => (
          <section key={`queued-${action.shiftId}`} className="card mb-3" aria-label="Checked in offline">
            <div className="card-body">
              <h2 className="h6">Checked in (offline)</h2>
              <CheckOutForm shiftId={action.shiftId} run={run} />
            </div>
          </section>
        ))}
      {checkable.map((shift) => (
        <section key={shift.id} className="card mb-3" aria-label={`Shift of ${shift.date}`}>
          <div className="card-body">
            <h2 className="h6">
              {shift.title} · {shift.practiceName} · {shift.date} {shift.startTime ? `${shift.startTime}–${shift.endTime}` : ''}
            </h2>
            <button type="button" className="btn btn-success btn-lg w-100" onClick={() => void checkIn(shift.id)} disabled={act.isPending}>
              Check in now
            </button>
          </div>
        </section>
      ))}
      {sheets.data.length === 0 && checkable.length === 0 ? (
        <p className="text-body-secondary">No timesheets yet: on the day of a booked shift, check in here.</p>
      ) : null}
      {sheets.data.map((sheet) => (
        <section key={sheet.id} className="card mb-3" aria-label={`Timesheet of ${sheet.date}`}>
          <div className="card-body">
            <TimesheetSummary sheet={sheet} who="professional" />
            {sheet.status === 'OPEN' && !queued.some((action) => action.shiftId === sheet.shiftId) ? <CheckOutForm shiftId={sheet.shiftId} run={run} /> : null}
            {sheet.status === 'CORRECTED' ? <CorrectionAnswer sheet={sheet} act={act} /> : null}
          </div>
        </section>
      ))}
    </div>
  );
}
