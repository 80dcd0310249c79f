// The locations screen's tools (ADR 127): the report's period and its CSV file, and linking an
// existing practice as a location (its owner accepts from the email it gets).
import { useId, useState } from 'react';
import { z } from 'zod';
import { LocationLinkRequestSchema, type LocationReportQuery } from '@chairside/domain/organisations';
import { api } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/api-file';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput, DateInput, TextInput } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';

const day = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Choose a day.');
const PeriodSchema = z
  .object({ from: day, to: day })
  .refine((period) => !period.from || !period.to || period.from <= period.to, { message: 'The last day is on or after the first.', path: ['to'] });

/** The report's query string: ?from=…&to=… (either left out when empty). */
export function periodQuery(period: LocationReportQuery): string {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** From and to days (both optional) for the report, and the report as a CSV file for that period. */
export function ReportPeriodForm({ base, period, onChange }: { base: string; period: LocationReportQuery; onChange: (period: LocationReportQuery) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useAppForm({
    schema: PeriodSchema,
    defaultValues: { from: period.from ?? '', to: period.to ?? '' },
    guardUnsaved: false,
    onSubmit: async (values) => onChange({ from: values.from || undefined, to: values.to || undefined }),
  });
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadApiFile(`${base}/report.csv${periodQuery(period)}`, 'locations-report.csv');
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppForm form={form} aria-label="Report period" fieldsClassName="d-flex flex-wrap align-items-end gap-2 mb-3">
      <DateInput id={`${id}-from`} name="from" label="From" className="mb-0" />
      <DateInput id={`${id}-to`} name="to" label="To" className="mb-0" />
      <SubmitButton busyLabel="Showing…">Show period</SubmitButton>
      <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing the file…' : 'Download report (CSV)'}
      </button>
      {failure ? (
        <span className="text-danger small" role="alert">
          {failure}
        </span>
      ) : null}
    </AppForm>
  );
}

/** Asks an existing practice, by the email it signs in with, to become a location. */
export function LinkPracticeForm({ base }: { base: string }) {
  const id = useId();
  const form = useAppForm({
    schema: LocationLinkRequestSchema,
    defaultValues: { email: '', sharesBilling: true },
    guardUnsaved: false,
    onSubmit: async (body) => api.post(`${base}/link-requests`, body),
    savedMessage: 'Request sent. When a practice signs in with that email, its owner gets a link to accept.',
    savedValues: () => ({ email: '', sharesBilling: true }),
  });
  return (
    <AppForm form={form} aria-label="Link an existing practice">
      <TextInput id={`${id}-email`} name="email" label="The practice's sign-in email" type="email" maxLength={254} />
      <CheckboxInput id={`${id}-shares`} name="sharesBilling" label="Use the organization's subscriptions and credits" />
      <SubmitButton busyLabel="Sending…">Send the request</SubmitButton>
    </AppForm>
  );
}
