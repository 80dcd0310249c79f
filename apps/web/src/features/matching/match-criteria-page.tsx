import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Control, type FieldPath, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { MatchQuestion } from '@chairside/domain/match-criteria';
import { MATCH_DAYS, MATCH_DAY_LABELS } from '@chairside/domain/match-rules';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { useEmployerJob } from '../job-postings/job-postings-api';
import { JobNotFound } from '../job-postings/job-not-found';
import { jobTitle } from '../job-postings/job-status-actions';
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

type Key = keyof MatchCriteriaFormValues;
type Errors = Partial<Record<string, { message?: string }>>;

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
          {failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.'}
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
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MatchCriteriaFormValues>({ resolver: zodResolver(MatchCriteriaFormSchema), defaultValues: initial, mode: 'onSubmit' });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const errors = flatErrors(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      const answer = await saveMatchCriteria(jobId, criteriaOf(values), hadCriteria);
      queryClient.setQueryData(matchCriteriaKey(jobId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantMatchesKey(username, jobId) }),
        queryClient.invalidateQueries({ queryKey: resumeMatchesKey(jobId) }),
      ]);
      form.reset(formValuesOf(answer.criteria));
      setSaved('The match criteria are saved.');
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        for (const [field, message] of Object.entries(caught.fields))
          setError(formFieldOf(field) as FieldPath<MatchCriteriaFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
      setFailure(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
    }
  });

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

      {saved ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setSaved(null)}>
          {saved} <Link to={matchesPath(jobId)} className="alert-link">See the matches</Link>.
        </Alert>
      ) : null}
      {failure ? (
        <FormErrorAlert message={failure} focus={Object.keys(errors).length === 0} className="py-2" />
      ) : null}

      <Form noValidate onSubmit={(event) => void onSubmit(event)} className="match-criteria-form">
        <CriterionPanel name="certifications" question={question('certifications')} register={register} control={control}>
          <NamesField name="certifications" label="Certifications, one per line" question={question('certifications')} register={register} setValue={setValue} control={control} error={errors['certifications.names']} />
        </CriterionPanel>

        <CriterionPanel name="experience" question={question('experience')} register={register} control={control}>
          <div className="row g-3">
            <Form.Group className="col-6 col-md-3" controlId="match-experience-min">
              <Form.Label>At least (years)</Form.Label>
              <Form.Control inputMode="numeric" {...register('experience.minYears')} isInvalid={Boolean(errors['experience.minYears'])} aria-describedby="match-experience-min-error" />
              <Form.Control.Feedback type="invalid" id="match-experience-min-error">
                {errors['experience.minYears']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId="match-experience-max">
              <Form.Label>At most (years)</Form.Label>
              <Form.Control inputMode="numeric" {...register('experience.maxYears')} isInvalid={Boolean(errors['experience.maxYears'])} aria-describedby="match-experience-max-error" />
              <Form.Control.Feedback type="invalid" id="match-experience-max-error">
                {errors['experience.maxYears']}
              </Form.Control.Feedback>
            </Form.Group>
          </div>
        </CriterionPanel>

        <CriterionPanel name="skills" question={question('skills')} register={register} control={control}>
          <NamesField name="skills" label="Skills, one per line" question={question('skills')} register={register} setValue={setValue} control={control} error={errors['skills.names']} />
        </CriterionPanel>

        <CriterionPanel name="days" question={question('days')} register={register} control={control}>
          <fieldset aria-describedby={errors['days.days'] ? 'match-days-error' : undefined}>
            <legend className="form-label fs-6">Days</legend>
            <div className="d-flex flex-wrap gap-3">
              {MATCH_DAYS.map((day) => (
                <Form.Check key={day} type="checkbox" id={`match-day-${day}`} value={day} label={MATCH_DAY_LABELS[day]} {...register('days.days')} />
              ))}
            </div>
            {errors['days.days'] ? (
              <div className="invalid-feedback d-block" id="match-days-error">
                {errors['days.days']}
              </div>
            ) : null}
          </fieldset>
        </CriterionPanel>

        <CriterionPanel name="distance" question={question('distance')} register={register} control={control}>
          <Form.Group className="col-md-4" controlId="match-distance-miles">
            <Form.Label>Within (miles)</Form.Label>
            <Form.Control inputMode="numeric" {...register('distance.miles')} isInvalid={Boolean(errors['distance.miles'])} aria-describedby="match-distance-error" />
            <Form.Control.Feedback type="invalid" id="match-distance-error">
              {errors['distance.miles']}
            </Form.Control.Feedback>
          </Form.Group>
        </CriterionPanel>

        <CriterionPanel name="pay" question={question('pay')} register={register} control={control}>
          <div className="row g-3">
            <Form.Group className="col-6 col-md-3" controlId="match-pay-min">
              <Form.Label>From ($)</Form.Label>
              <Form.Control inputMode="decimal" {...register('pay.min')} isInvalid={Boolean(errors['pay.min'])} aria-describedby="match-pay-min-error" />
              <Form.Control.Feedback type="invalid" id="match-pay-min-error">
                {errors['pay.min']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId="match-pay-max">
              <Form.Label>To ($)</Form.Label>
              <Form.Control inputMode="decimal" {...register('pay.max')} isInvalid={Boolean(errors['pay.max'])} aria-describedby="match-pay-max-error" />
              <Form.Control.Feedback type="invalid" id="match-pay-max-error">
                {errors['pay.max']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-3" controlId="match-pay-unit">
              <Form.Label>Per</Form.Label>
              <Form.Select {...register('pay.unit')}>
                <option value="HOUR">Hour</option>
                <option value="YEAR">Year</option>
              </Form.Select>
            </Form.Group>
          </div>
        </CriterionPanel>

        <div className="d-flex gap-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save match criteria'}
          </Button>
          <Link to={`/app/post-job/summary/${jobId}`} className="btn btn-outline-secondary">
            Back to the posting
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** react-hook-form's nested errors as 'group.field' -> message. */
function flatErrors(errors: Errors | Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && (value as { type?: unknown }).type !== undefined) out[path] = message;
    else Object.assign(out, flatErrors(value as Record<string, unknown>, path));
  }
  return out;
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
          <Form.Check key={value} type="radio" inline id={`match-${name}-${value}`} value={value} label={CRITERION_MODE_LABELS[value]} {...register(`${name}.mode`)} />
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
  register: UseFormRegister<MatchCriteriaFormValues>;
  setValue: UseFormSetValue<MatchCriteriaFormValues>;
  control: Control<MatchCriteriaFormValues>;
  error: string | undefined;
};

/** A list of names typed one per line, with the question's suggestions to add in one click. */
function NamesField({ name, label, question, register, setValue, control, error }: NamesProps) {
  const text = useWatch({ control, name: `${name}.names` });
  const [showAll, setShowAll] = useState(false);
  const chosen = new Set(namesOf(text ?? '').map((entry) => entry.toLowerCase()));
  const suggestions = (question?.suggestions ?? []).filter((entry) => !chosen.has(entry.toLowerCase()));
  const shown = showAll ? suggestions : suggestions.slice(0, 8);
  const add = (entry: string) => {
    const current = (text ?? '').trim();
    setValue(`${name}.names`, current ? `${current}\n${entry}` : entry, { shouldDirty: true });
  };
  const id = `match-${name}-names`;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={3} {...register(`${name}.names`)} isInvalid={Boolean(error)} aria-describedby={`${id}-error`} />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
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
    </Form.Group>
  );
}
