import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ALIGNMENT_ANSWER_MAX, ALIGNMENT_QUESTIONS, AlignmentInputSchema, type AlignmentInput } from '@chairside/domain/assessments/alignment';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveAssessmentProgress, submitAssessment, useAssessment } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { AssessmentShell, LoadFailure } from './take-pages';

const FIELDS = ['personalVisionAnswer', 'teamExpectationsAnswer'] as const;

/** /app/assessments/alignment: two open answers a practice reads before an interview. */
export function AlignmentPage({ user }: { user: CurrentUser }) {
  const answer = useAssessment(user.username, 'alignment');
  if (answer.isPending) return <PageLoading label="Loading the questionnaire…" />;
  if (answer.isError)
    return (
      <AssessmentShell kind="alignment">
        <LoadFailure error={answer.error} />
      </AssessmentShell>
    );
  const from = answer.data.progress ?? answer.data.answers ?? {};
  const initial = Object.fromEntries(FIELDS.map((field) => [field, typeof from[field] === 'string' ? (from[field] as string) : ''])) as AlignmentInput;
  return <AlignmentForm username={user.username} initial={initial} />;
}

function AlignmentForm({ username, initial }: { username: string; initial: AlignmentInput }) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const form = useAppForm({
    schema: AlignmentInputSchema,
    defaultValues: initial,
    onSubmit: async (input) => {
      queries.setQueryData(assessmentKey(username, 'alignment'), await submitAssessment(username, 'alignment', input));
      refreshAfterSubmit(queries, username);
      void navigate(RESULTS_PATH.alignment);
    },
  });
  const { getValues, reset, setFailure, setSaved, showFailure } = form;
  const values = form.watch();

  /** The answers so far, kept without the schema's check: the person finishes later. */
  async function saveForLater() {
    setFailure(null);
    setSaved(null);
    const answers = getValues();
    try {
      queries.setQueryData(assessmentKey(username, 'alignment'), await saveAssessmentProgress(username, 'alignment', answers));
      refreshAfterSubmit(queries, username);
      reset(answers);
      setSaved('Saved. Come back any time to finish.');
    } catch (caught) {
      showFailure(caught);
    }
  }

  return (
    <AssessmentShell kind="alignment" lead="Two short questions in your own words. Practices read your answers before they meet you.">
      <AppForm form={form} feedback="none">
        {FIELDS.map((field) => (
          <TextArea
            key={field}
            id={`alignment-${field}`}
            name={field}
            label={<span className="fw-semibold">{ALIGNMENT_QUESTIONS[field]}</span>}
            rows={5}
            maxLength={ALIGNMENT_ANSWER_MAX}
            hint={`${values[field]?.length ?? 0} of ${ALIGNMENT_ANSWER_MAX} characters`}
          />
        ))}
        <FormFeedback saved={form.saved} failure={form.failure} />
        <div className="questionnaire__actions">
          <Button variant="outline-secondary" onClick={() => void saveForLater()}>
            Save and finish later
          </Button>
          <SubmitButton busyLabel="Saving…">Save my answers</SubmitButton>
        </div>
      </AppForm>
    </AssessmentShell>
  );
}
