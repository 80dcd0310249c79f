import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { VALUES_MAX, VALUES_MIN, ValuesInputSchema, type CoreValue } from '@chairside/domain/assessments/values';
import { FormErrorAlert } from '../../components/form-error-alert';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveAssessmentProgress, submitAssessment, useAssessment, useItemList } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { AssessmentShell, LoadFailure } from './take-pages';
import { failureMessage } from '../../components/form/errors';

const FormSchema = z.object({ values: ValuesInputSchema });
type FormValues = { values: string[] };

/** /app/assessments/core-values: choose 5 to 10 values and put them in order. */
export function ValuesPage({ user }: { user: CurrentUser }) {
  const list = useItemList<CoreValue>('values');
  const answer = useAssessment(user.username, 'values');
  if (list.isPending || answer.isPending) return <PageLoading label="Loading the values…" />;
  if (list.isError || answer.isError)
    return (
      <AssessmentShell kind="values">
        <LoadFailure error={list.error ?? answer.error} />
      </AssessmentShell>
    );
  const from = answer.data.progress?.values ?? answer.data.answers?.values;
  return <ValuesForm username={user.username} values={list.data.items} initial={Array.isArray(from) ? (from as string[]) : []} />;
}

function ValuesForm({ username, values, initial }: { username: string; values: CoreValue[]; initial: string[] }) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [note, setNote] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const { control, handleSubmit, getValues, formState } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { values: initial } });
  const labelOf = (id: string) => values.find((value) => value.id === id)?.label ?? id;

  const submit = handleSubmit(async (input) => {
    setNote(null);
    try {
      queries.setQueryData(assessmentKey(username, 'values'), await submitAssessment(username, 'values', input));
      refreshAfterSubmit(queries, username);
      void navigate(RESULTS_PATH.values);
    } catch (caught) {
      setNote({ kind: 'danger', text: failureMessage(caught) });
    }
  });

  async function saveForLater() {
    try {
      queries.setQueryData(assessmentKey(username, 'values'), await saveAssessmentProgress(username, 'values', { values: getValues().values }));
      refreshAfterSubmit(queries, username);
      setNote({ kind: 'success', text: 'Saved. Come back any time to finish.' });
    } catch (caught) {
      setNote({ kind: 'danger', text: failureMessage(caught) });
    }
  }

  return (
    <AssessmentShell kind="values" lead={`Choose the ${VALUES_MIN} to ${VALUES_MAX} values that matter most to you at work, then put them in order.`}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="values"
          render={({ field, fieldState }) => {
            const chosen = field.value;
            const move = (index: number, by: number) => {
              const next = [...chosen];
              [next[index], next[index + by]] = [next[index + by], next[index]];
              field.onChange(next);
            };
            const toggle = (id: string) => field.onChange(chosen.includes(id) ? chosen.filter((value) => value !== id) : chosen.length < VALUES_MAX ? [...chosen, id] : chosen);
            return (
              <div className="values-picker">
                <fieldset className="values-picker__pool" aria-describedby={fieldState.error ? 'values-error' : undefined}>
                  <legend className="h6">
                    Values ({chosen.length} chosen, {VALUES_MIN} to {VALUES_MAX})
                  </legend>
                  {values.map((value) => (
                    <label key={value.id} className="values-picker__value">
                      <input type="checkbox" className="form-check-input" checked={chosen.includes(value.id)} onChange={() => toggle(value.id)} disabled={!chosen.includes(value.id) && chosen.length >= VALUES_MAX} />
                      <span>
                        <strong>{value.label}</strong> <span className="text-body-secondary">{value.description}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <div className="values-picker__ranking">
                  <h2 className="h6">Your order (most important first)</h2>
                  {chosen.length === 0 ? <p className="text-body-secondary">Values you choose appear here.</p> : null}
                  <ol className="values-picker__list" data-testid="values-ranking">
                    {chosen.map((id, index) => (
                      <li key={id}>
                        <span>{labelOf(id)}</span>
                        <span className="values-picker__moves">
                          <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${labelOf(id)} up`}>
                            ↑
                          </Button>
                          <Button size="sm" variant="outline-secondary" disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${labelOf(id)} down`}>
                            ↓
                          </Button>
                        </span>
                      </li>
                    ))}
                  </ol>
                  {fieldState.error ? (
                    <p className="invalid-feedback d-block" id="values-error">
                      {fieldState.error.message ?? 'Choose from the list.'}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          }}
        />
        {note?.kind === 'danger' ? <FormErrorAlert message={note.text} className="py-2" /> : null}
        {note?.kind === 'success' ? (
          <Alert variant="success" role="status" className="py-2">
            {note.text}
          </Alert>
        ) : null}
        <div className="questionnaire__actions">
          <Button variant="outline-secondary" onClick={() => void saveForLater()}>
            Save and finish later
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            See my top five
          </Button>
        </div>
      </form>
    </AssessmentShell>
  );
}
