import { useState } from 'react';
import * as z from 'zod';
import type { CurrentUser } from '@chairside/domain/accounts';
import { TimesheetCorrectionInputSchema, type Timesheet } from '@chairside/domain/shift-pay';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { DateTimeInput, TextArea, TextInput } from '../../components/form/fields';
import { checkedBody, typedNumber } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { failureMessage } from '../../components/form/errors';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { PageMeta } from '../../lib/page-meta';
import { LoadFailed } from '../resume-profile/public-api';
import { useTimesheetAction, useTimesheets } from './shift-pay-api';
import { TimesheetSummary } from './timesheet-parts';
import { ShiftInvoicesList } from './shift-invoices-list';

/** An instant as the datetime-local field shows it (the browser's zone). */
const local = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const instant = (value: string) => (value ? new Date(value).toISOString() : '');

const CorrectionFormSchema = z
  .object({ checkInAt: z.string(), checkOutAt: z.string(), breakMinutes: typedNumber(z.number().int().min(0).max(600)), reason: z.string() })
  .transform((values, context) =>
    checkedBody(
      TimesheetCorrectionInputSchema,
      { ...values, checkInAt: instant(values.checkInAt), checkOutAt: instant(values.checkOutAt) },
      {
        reason: values.reason.trim() === '' && 'Say why the hours are corrected.',
        checkInAt: !values.checkInAt && 'Enter the time in.',
        checkOutAt: !values.checkOutAt && 'Enter the time out.',
      },
      context,
    ),
  );

type Act = ReturnType<typeof useTimesheetAction>;

function CorrectionForm({ sheet, act }: { sheet: Timesheet; act: Act }) {
  const form = useAppForm({
    schema: CorrectionFormSchema,
    defaultValues: {
      checkInAt: local(sheet.professional.checkInAt),
      checkOutAt: local(sheet.professional.checkOutAt),
      breakMinutes: sheet.professional.breakMinutes,
      reason: '',
    },
    onSubmit: (body) => act.mutateAsync({ shiftId: sheet.shiftId, action: 'correction', body }),
  });
  return (
    <AppForm form={form} aria-label="Correct the hours">
      <div className="row g-2">
        <DateTimeInput id={`in-${sheet.id}`} name="checkInAt" label="In" className="col-sm-6" />
        <DateTimeInput id={`out-${sheet.id}`} name="checkOutAt" label="Out" className="col-sm-6" />
      </div>
      <TextInput id={`breaks-${sheet.id}`} name="breakMinutes" type="number" label="Breaks (minutes, unpaid)" />
      <TextArea id={`reason-${sheet.id}`} name="reason" label="Reason for the correction" rows={2} />
      <SubmitButton busyLabel="Sending…" variant="outline-primary">
        Send the correction
      </SubmitButton>
    </AppForm>
  );
}

function Waiting({ sheet, act }: { sheet: Timesheet; act: Act }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const confirm = () => act.mutateAsync({ shiftId: sheet.shiftId, action: 'confirmation' }).catch((caught: unknown) => setFailure(failureMessage(caught)));
  return (
    <>
      {failure ? <PlainErrorAlert message={failure} className="py-2" /> : null}
      <div className="d-flex flex-wrap gap-2 mb-2">
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={act.isPending}>
          Confirm the hours
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => setCorrecting(!correcting)} aria-expanded={correcting}>
          Correct them
        </button>
      </div>
      {correcting ? <CorrectionForm sheet={sheet} act={act} /> : null}
    </>
  );
}

/** The practice's timesheets: confirm or correct within 48 hours; its temp shift invoices below. */
export function PracticeTimesheetsPage({ user }: { user: CurrentUser }) {
  const sheets = useTimesheets('employers', user.username);
  const act = useTimesheetAction('employers', user.username);
  return (
    <div className="container py-3" style={{ maxWidth: 760 }}>
      <PageMeta title="Timesheets" noindex />
      <h1 className="h4">Timesheets</h1>
      <p className="text-body-secondary small">Confirm or correct the hours within 48 hours of check-out; unanswered, they stand as recorded.</p>
      {sheets.isPending ? <PageLoading /> : null}
      {sheets.isError ? <LoadFailed error={sheets.error} retry={() => void sheets.refetch()} /> : null}
      {sheets.data?.length === 0 ? <p className="text-body-secondary">No timesheets yet: they appear when a booked professional checks in.</p> : null}
      {sheets.data?.map((sheet) => (
        <section key={sheet.id} className="card mb-3" aria-label={`Timesheet of ${sheet.date}`}>
          <div className="card-body">
            <TimesheetSummary sheet={sheet} who="practice" />
            {sheet.status === 'SUBMITTED' ? <Waiting sheet={sheet} act={act} /> : null}
          </div>
        </section>
      ))}
      <ShiftInvoicesList username={user.username} />
    </div>
  );
}
