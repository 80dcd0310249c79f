import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { VALUES_MAX, VALUES_MIN, ValuesInputSchema, type CoreValue } from '@chairside/domain/assessments/values';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveAssessmentProgress, submitAssessment, useAssessment, useItemList } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { AssessmentShell, LoadFailure } from './take-pages';
import { failureMessage } from '../../components/form/errors';

const FormSchema = z.object({ values: ValuesInputSchema });

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
  const form = useAppForm({
    schema: FormSchema,
    defaultValues: { values: initial },
    onSubmit: async (input) => {
      queries.setQueryData(assessmentKey(username, 'values'), await submitAssessment(username, 'values', input));
      refreshAfterSubmit(queries, username);
      void navigate(RESULTS_PATH.values);
    },
  });
  const { control, getValues, reset, setFailure, setSaved } = form;
  const labelOf = (id: string) => values.find((value) => value.id === id)?.label ?? id;

  /** The choices so far, kept without the schema's check: the person finishes later. */
  async function saveForLater() {
    setFailure(null);
    setSaved(null);
    const chosen = getValues();
    try {
      queries.setQueryData(assessmentKey(username, 'values'), await saveAssessmentProgress(username, 'values', { values: chosen.values }));
      refreshAfterSubmit(queries, username);
      reset(chosen);
      setSaved('Saved. Come back any time to finish.');
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  }

  return (
    <AssessmentShell kind="values" lead={`Choose the ${VALUES_MIN} to ${VALUES_MAX} values that matter most to you at work, then put them in order.`}>
      <AppForm form={form} feedback="none">
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
            const toggle = (id: string) =>
              field.onChange(chosen.includes(id) ? chosen.filter((value) => value !== id) : chosen.length < VALUES_MAX ? [...chosen, id] : chosen);
            return (
              <div className="values-picker">
                <fieldset className="values-picker__pool" aria-describedby={fieldState.error ? 'values-error' : undefined}>
                  <legend className="h6">
                    Values ({chosen.length} chosen, {VALUES_MIN} to {VALUES_MAX})
                  </legend>
                  {values.map((value) => (
                    <label key={value.id} className="values-picker__value">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        checked={chosen.includes(value.id)}
                        onChange={() => toggle(value.id)}
                        disabled={!chosen.includes(value.id) && chosen.length >= VALUES_MAX}
                      />
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
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            disabled={index === 0}
                            onClick={() => move(index, -1)}
                            aria-label={`Move ${labelOf(id)} up`}
                          >
                            ↑
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            disabled={index === chosen.length - 1}
                            onClick={() => move(index, 1)}
                            aria-label={`Move ${labelOf(id)} down`}
                          >
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
        <FormFeedback saved={form.saved} failure={form.failure} />
        <div className="questionnaire__actions">
          <Button variant="outline-secondary" onClick={() => void saveForLater()}>
            Save and finish later
          </Button>
          <SubmitButton busyLabel="See my top five">See my top five</SubmitButton>
        </div>
      </AppForm>
    </AssessmentShell>
  );
}
