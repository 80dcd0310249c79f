import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { MatchQuestion } from '@chairside/domain/match-criteria';
import { MATCH_DAYS, MATCH_DAY_LABELS } from '@chairside/domain/match-rules';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { useEmployerJob, JobNotFound, jobTitle } from '../postings/public-api';
import {
  CRITERION_MODES,
  CRITERION_MODE_LABELS,
  MatchCriteriaFormSchema,
  criteriaOf,
  formFieldOf,
  formValuesOf,
  namesOf,
  type MatchCriteriaFormValues,
} from './match-criteria-form';
import { applicantMatchesKey, matchCriteriaKey, matchesPath, resumeMatchesKey, saveMatchCriteria, useMatchCriteria, useMatchQuestions } from './matching-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { CheckboxGroup, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

type Key = keyof MatchCriteriaFormValues;
/** The editor's fields, as 'group.field' ('pay.min'): where a server field error can be shown. */
const fieldPathsOf = (values: MatchCriteriaFormValues) =>
  Object.entries(values).flatMap(([group, fields]) => Object.keys(fields).map((field) => `${group}.${field}`));
const PAY_UNIT_OPTIONS = [
  { value: 'HOUR', label: 'Hour' },
  { value: 'YEAR', label: 'Year' },
];
const DAY_OPTIONS = MATCH_DAYS.map((day) => ({ value: day, label: MATCH_DAY_LABELS[day] }));

const jobIdOf = (raw: string | undefined) => (/^\d{1,15}$/.test(raw ?? '') ? Number(raw) : null);

/** /app/post-job/match-criteria/{jobId}: what is required and what is preferred in a candidate for the posting. */
export function MatchCriteriaPage({ username }: { username: string }) {
  const jobId = jobIdOf(useParams().jobId);
  const job = useEmployerJob(username, jobId);
  const criteria = useMatchCriteria(jobId);
  const questions = useMatchQuestions();

  if (jobId === null) return <JobNotFound />;
  if (job.isPending || criteria.isPending || questions.isPending) return <PageLoading label="Loading the match criteria…" />;
  const failure = job.error ?? criteria.error ?? questions.error;
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <JobNotFound />;
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(failure)}
        </Alert>
      </section>
    );
  }
  if (!job.data || !criteria.data || !questions.data) return <JobNotFound />;
  return (
    <MatchCriteriaEditor
      username={username}
      jobId={jobId}
      title={jobTitle(job.data)}
      hadCriteria={criteria.data.criteria !== null}
      initial={formValuesOf(criteria.data.criteria)}
      questions={questions.data}
    />
  );
}

type EditorProps = {
  username: string;
  jobId: number;
  title: string;
  hadCriteria: boolean;
  initial: MatchCriteriaFormValues;
  questions: MatchQuestion[];
};

function MatchCriteriaEditor({ username, jobId, title, hadCriteria, initial, questions }: EditorProps) {
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: MatchCriteriaFormSchema,
    defaultValues: initial,
    onSubmit: async (values) => {
      const answer = await saveMatchCriteria(jobId, criteriaOf(values), hadCriteria);
      queryClient.setQueryData(matchCriteriaKey(jobId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantMatchesKey(username, jobId) }),
        queryClient.invalidateQueries({ queryKey: resumeMatchesKey(jobId) }),
      ]);
      return answer;
    },
    savedValues: (answer) => formValuesOf(answer.criteria),
    savedMessage: 'The match criteria are saved.',
    serverFieldPath: (path, values) => {
      const at = formFieldOf(path.join('.'));
      return fieldPathsOf(values).includes(at) ? at : null;
    },
  });
  const { register, setValue, control } = form;

  const question = (key: Key) => questions.find((entry) => entry.key === key);

  return (
    <section className="app-page match-criteria-page" aria-labelledby="match-criteria-title">
      <PageMeta title={`${title}: match criteria`} noindex />
      <div className="job-page-head">
        <div>
          <p className="job-page-head__crumb">
            <Link to={`/app/post-job/summary/${jobId}`}>{title}</Link>
          </p>
          <h1 className="app-page__title" id="match-criteria-title">
            Match criteria
          </h1>
          <p className="app-page__subtitle">
            Say what a good candidate for this posting has. Required criteria are deal-breakers; preferred ones raise the match.
          </p>
        </div>
        <div className="job-page-head__actions">
          <Link to={matchesPath(jobId)} className="btn btn-outline-primary">
            See matches
          </Link>
        </div>
      </div>

      {form.saved ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => form.setSaved(null)}>
          {form.saved}{' '}
          <Link to={matchesPath(jobId)} className="alert-link">
            See the matches
          </Link>
          .
        </Alert>
      ) : null}
      {form.failure ? <FormErrorAlert message={form.failure} className="py-2" /> : null}

      <AppForm form={form} feedback="none" className="match-criteria-form">
        <CriterionPanel name="certifications" question={question('certifications')} register={register} control={control}>
          <NamesField name="certifications" label="Certifications, one per line" question={question('certifications')} setValue={setValue} control={control} />
        </CriterionPanel>

        <CriterionPanel name="experience" question={question('experience')} register={register} control={control}>
          <div className="row g-3">
            <TextInput id="match-experience-min" name="experience.minYears" label="At least (years)" className="col-6 col-md-3" inputMode="numeric" />
            <TextInput id="match-experience-max" name="experience.maxYears" label="At most (years)" className="col-6 col-md-3" inputMode="numeric" />
          </div>
        </CriterionPanel>

        <CriterionPanel name="skills" question={question('skills')} register={register} control={control}>
          <NamesField name="skills" label="Skills, one per line" question={question('skills')} setValue={setValue} control={control} />
        </CriterionPanel>

        <CriterionPanel name="days" question={question('days')} register={register} control={control}>
          <CheckboxGroup id="match-day" name="days.days" label="Days" options={DAY_OPTIONS} className="" optionsClassName="d-flex flex-wrap gap-3" />
        </CriterionPanel>

        <CriterionPanel name="distance" question={question('distance')} register={register} control={control}>
          <TextInput id="match-distance-miles" name="distance.miles" label="Within (miles)" className="col-md-4" inputMode="numeric" />
        </CriterionPanel>

        <CriterionPanel name="pay" question={question('pay')} register={register} control={control}>
          <div className="row g-3">
            <TextInput id="match-pay-min" name="pay.min" label="From ($)" className="col-6 col-md-3" inputMode="decimal" />
            <TextInput id="match-pay-max" name="pay.max" label="To ($)" className="col-6 col-md-3" inputMode="decimal" />
            <SelectInput id="match-pay-unit" name="pay.unit" label="Per" className="col-12 col-md-3" options={PAY_UNIT_OPTIONS} />
          </div>
        </CriterionPanel>

        <div className="d-flex gap-2">
          <SubmitButton busyLabel="Saving…">Save match criteria</SubmitButton>
          <Link to={`/app/post-job/summary/${jobId}`} className="btn btn-outline-secondary">
            Back to the posting
          </Link>
        </div>
      </AppForm>
    </section>
  );
}

type PanelProps = {
  name: Key;
  question: MatchQuestion | undefined;
  register: UseFormRegister<MatchCriteriaFormValues>;
  control: Control<MatchCriteriaFormValues>;
  children: ReactNode;
};

/** One question: whether it is asked (required or preferred) and, when asked, its answer. */
function CriterionPanel({ name, question, register, control, children }: PanelProps) {
  const mode = useWatch({ control, name: `${name}.mode` });
  const titleId = `match-${name}-title`;
  return (
    <fieldset className="app-panel job-summary__panel mb-3" aria-labelledby={titleId} data-testid={`criterion-${name}`}>
      <h2 className="job-form__title" id={titleId}>
        {question?.question ?? name}
      </h2>
      {question?.help ? <p className="text-body-secondary small">{question.help}</p> : null}
      <div className="d-flex flex-wrap gap-3 mb-2" role="radiogroup" aria-label={`${question?.question ?? name}: asked?`}>
        {CRITERION_MODES.map((value) => (
          <Form.Check
            key={value}
            type="radio"
            inline
            id={`match-${name}-${value}`}
            value={value}
            label={CRITERION_MODE_LABELS[value]}
            {...register(`${name}.mode`)}
          />
        ))}
      </div>
      {mode === 'off' ? null : children}
    </fieldset>
  );
}

type NamesProps = {
  name: 'certifications' | 'skills';
  label: string;
  question: MatchQuestion | undefined;
  setValue: UseFormSetValue<MatchCriteriaFormValues>;
  control: Control<MatchCriteriaFormValues>;
};

/** A list of names typed one per line, with the question's suggestions to add in one click. */
function NamesField({ name, label, question, setValue, control }: NamesProps) {
  const text = useWatch({ control, name: `${name}.names` });
  const [showAll, setShowAll] = useState(false);
  const chosen = new Set(namesOf(text ?? '').map((entry) => entry.toLowerCase()));
  const suggestions = (question?.suggestions ?? []).filter((entry) => !chosen.has(entry.toLowerCase()));
  const shown = showAll ? suggestions : suggestions.slice(0, 8);
  const add = (entry: string) => {
    const current = (text ?? '').trim();
    setValue(`${name}.names`, current ? `${current}\n${entry}` : entry, { shouldDirty: true });
  };
  return (
    <>
      <TextArea id={`match-${name}-names`} name={`${name}.names`} label={label} className="" rows={3} />
      {shown.length > 0 ? (
        <div className="d-flex flex-wrap gap-1 mt-2" aria-label="Suggestions">
          {shown.map((entry) => (
            <Button key={entry} size="sm" variant="outline-secondary" onClick={() => add(entry)} aria-label={`Add ${entry}`}>
              + {entry}
            </Button>
          ))}
          {!showAll && suggestions.length > shown.length ? (
            <Button size="sm" variant="link" onClick={() => setShowAll(true)}>
              More suggestions
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
