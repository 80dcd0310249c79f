// /app/account-settings/pipeline-stages: the practice renames its stages and adds its own (ADR 118).
// The fixed stages keep their order; an own stage sits between "New" and "Not selected" and counts
// as one fixed stage, which decides what the applicant reads (never the practice's own name).
import { Link } from 'react-router';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  DEFAULT_STAGE_LABELS,
  PIPELINE_MEANINGS,
  PipelineStagesInputSchema,
  isPipelineMeaning,
  type PipelineStage,
  type PipelineStagesInput,
} from '@chairside/domain/hiring-pipeline';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextInput } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';

type Stages = { stages: PipelineStage[] };
type StageRow = PipelineStagesInput['stages'][number];
const stagesKey = (username: string) => ['pipeline-stages', username];
const MEANING_OPTIONS = PIPELINE_MEANINGS.filter((meaning) => meaning !== 'new').map((meaning) => ({
  value: meaning,
  label: `Counts as “${DEFAULT_STAGE_LABELS[meaning]}”`,
}));
const isFixed = (row: StageRow) => row.key !== undefined && isPipelineMeaning(row.key);
const rowsOf = (stages: PipelineStage[]): StageRow[] => stages.map(({ key, label, meaning }) => ({ key, label, meaning }));

function StageRows() {
  const { control } = useFormContext<PipelineStagesInput>();
  const { fields, insert, remove, move } = useFieldArray({ control, name: 'stages' });
  const rows = useWatch({ control, name: 'stages' }) ?? [];
  const lastIndex = fields.length - 1;
  return (
    <>
      <ol className="list-unstyled d-grid gap-2" aria-label="Stages in order">
        {fields.map((field, index) => {
          const row = rows[index] ?? field;
          const fixed = isFixed(row);
          const name = row.label || `Stage ${index + 1}`;
          return (
            <li key={field.id} className="app-panel p-2 d-flex flex-wrap align-items-end gap-2" data-testid="pipeline-stage-row">
              <TextInput
                id={`stage-${field.id}-label`}
                name={`stages.${index}.label`}
                label={`Stage ${index + 1} name`}
                maxLength={40}
                className="flex-grow-1"
              />
              {fixed ? (
                <span className="small text-body-secondary pb-2">Fixed stage: applicants read “{DEFAULT_STAGE_LABELS[row.meaning]}”</span>
              ) : (
                <>
                  <SelectInput id={`stage-${field.id}-meaning`} name={`stages.${index}.meaning`} label="What it means" options={MEANING_OPTIONS} />
                  <Button variant="outline-secondary" size="sm" disabled={index <= 1} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
                    ↑
                  </Button>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={index >= lastIndex - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${name} down`}
                  >
                    ↓
                  </Button>
                  <Button variant="outline-danger" size="sm" onClick={() => remove(index)} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline-primary"
        className="mb-3"
        disabled={fields.length >= 20}
        onClick={() => insert(lastIndex, { label: '', meaning: 'reviewing' }, { shouldFocus: true })}
      >
        Add a stage
      </Button>
    </>
  );
}

function StagesForm({ username, stages }: { username: string; stages: PipelineStage[] }) {
  const queries = useQueryClient();
  const form = useAppForm({
    schema: PipelineStagesInputSchema,
    defaultValues: { stages: rowsOf(stages) },
    onSubmit: async (body) => {
      const saved = await api.put<Stages>(`/users/employers/${encodeURIComponent(username)}/pipeline-stages`, body);
      queries.setQueryData(stagesKey(username), saved);
      return saved;
    },
    savedValues: (saved) => ({ stages: rowsOf(saved.stages) }),
    savedMessage: 'Stages saved.',
    failureFallback: 'Could not save your stages. Please try again.',
  });
  return (
    <AppForm form={form} aria-label="Pipeline stages">
      <StageRows />
      <SubmitButton busyLabel="Saving…">Save stages</SubmitButton>
    </AppForm>
  );
}

export function PipelineStagesPage() {
  const { user } = useAuth();
  const username = user?.username ?? '';
  const stages = useQuery({
    queryKey: stagesKey(username),
    enabled: user?.role === 'employer',
    queryFn: ({ signal }) => api.get<Stages>(`/users/employers/${encodeURIComponent(username)}/pipeline-stages`, signal),
  });
  if (!user) return <PageLoading />;
  return (
    <section className="app-page app-page--narrow" aria-labelledby="stages-title">
      <PageMeta title="Pipeline stages" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">‹ Settings</Link>
      </p>
      <h1 className="app-page__title" id="stages-title">
        Pipeline stages
      </h1>
      {user.role !== 'employer' ? (
        <Alert variant="info">Pipeline stages are for practices.</Alert>
      ) : stages.isPending ? (
        <PageLoading />
      ) : stages.isError ? (
        <Alert variant="danger">{failureMessage(stages.error)}</Alert>
      ) : (
        <>
          <p>
            The columns of each posting’s board. Rename any stage, or add your own between “New” and “Not selected”: each of your own counts as one of the fixed
            stages, and applicants only ever read the fixed stage’s plain words. A stage counting as “Not selected” declines politely.
          </p>
          <StagesForm username={user.username} stages={stages.data.stages} />
        </>
      )}
    </section>
  );
}
