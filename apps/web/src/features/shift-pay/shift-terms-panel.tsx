// The practice's temp shift terms on the settings page (ADR 126): whether professionals it books
// work as independent contractors (the default) or as its employees. Each booking records the
// setting of its moment; professionals see it before they book and on their payout statement.
import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ShiftTermsInputSchema,
  WORKER_CLASSIFICATION_LABELS,
  WORKER_CLASSIFICATIONS,
  type ShiftTermsInput,
  type WorkerClassification,
} from '@chairside/domain/shift-pay';
import { api } from '../../lib/api-client';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const OPTIONS = WORKER_CLASSIFICATIONS.map((value) => ({ value, label: WORKER_CLASSIFICATION_LABELS[value] }));

function ShiftTermsForm({ path, current }: { path: string; current: WorkerClassification }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: ShiftTermsInputSchema,
    defaultValues: { workerClassification: current },
    onSubmit: async (body: ShiftTermsInput) => {
      const answer = await api.put<ShiftTermsInput>(path, body);
      queryClient.setQueryData(['shift-terms', path], answer);
      return answer;
    },
    savedMessage: (answer) =>
      `Saved: professionals you book from now on work as ${answer.workerClassification === 'EMPLOYEE' ? 'your employees' : 'independent contractors'}. Shifts already booked keep their terms.`,
  });
  return (
    <AppForm form={form} aria-label="Temp shift terms">
      <SelectInput id={`${id}-classification`} name="workerClassification" label="Professionals you book work as" options={OPTIONS} />
      <SubmitButton busyLabel="Saving…">Save terms</SubmitButton>
    </AppForm>
  );
}

/** /app/account-settings, for a practice: how its temp professionals are engaged (GET/PUT users/employers/{id}/shift-terms). */
export function ShiftTermsPanel({ username }: { username: string }) {
  const id = useId();
  const path = `/users/employers/${encodeURIComponent(username)}/shift-terms`;
  const terms = useQuery({ queryKey: ['shift-terms', path], queryFn: ({ signal }) => api.get<ShiftTermsInput>(path, signal) });
  return (
    <section className="app-panel settings-panel" aria-labelledby={`${id}-title`}>
      <h2 className="settings-panel__title" id={`${id}-title`}>
        Temp shift terms
      </h2>
      <p>
        A professional is an independent contractor unless your terms say employee. Professionals see this before they book, and each booking keeps the terms it
        was booked under.
      </p>
      {terms.data ? <ShiftTermsForm path={path} current={terms.data.workerClassification} /> : <p className="text-body-secondary">Loading…</p>}
    </section>
  );
}
