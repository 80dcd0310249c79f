import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { ASSESSMENT_TITLES, type AssessmentAnswer, type AssessmentKind } from '@chairside/domain/assessments/catalog';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveAssessmentProgress, submitAssessment, useAssessment, useQuestionList, type ListName } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { Questionnaire, answersToList, listToAnswers } from './questionnaire';

type Config = { kind: AssessmentKind; list: ListName; field: string; stepSize?: number; byGroup?: boolean; intro: string };

export const SINGLE_CHOICE: Record<'disc' | 'emotions' | 'satisfaction' | 'culture-employer', Config> = {
  disc: {
    kind: 'disc',
    list: 'disc-questions',
    field: 'assessmentResponses',
    stepSize: 4,
    intro: 'Each question shows four statements. Choose the one most like you at work; there are no right or wrong answers.',
  },
  emotions: {
    kind: 'emotions',
    list: 'emotional-intelligence-questions',
    field: 'assessmentResponses',
    byGroup: true,
    intro: 'Say how much you agree with each statement about how you usually are at work.',
  },
  satisfaction: {
    kind: 'satisfaction',
    list: 'job-satisfaction-questions',
    field: 'assessmentResponses',
    stepSize: 5,
    intro: 'Think about your current (or most recent) job. Only you see these answers; practices never do.',
  },
  'culture-employer': {
    kind: 'culture-employer',
    list: 'employer-culture-multiple-choice-questions',
    field: 'questionIdAnswers',
    stepSize: 4,
    intro: 'Describe how your practice really works today. Candidates answer the same questions about the practice they want, and you see the fit.',
  },
};

export function AssessmentShell({ kind, children, lead }: { kind: AssessmentKind; children: React.ReactNode; lead?: string }) {
  const { title, minutes } = ASSESSMENT_TITLES[kind];
  return (
    <section className="app-page assessment-page" aria-labelledby="assessment-title">
      <PageMeta title={title} noindex />
      <p className="mb-1">
        <Link to="/app/assessments">← All assessments</Link>
      </p>
      <h1 className="app-page__title" id="assessment-title">
        {title}
      </h1>
      <p className="app-page__subtitle">
        {lead ?? ASSESSMENT_TITLES[kind].summary} About {minutes} minutes.
      </p>
      {children}
    </section>
  );
}

export function LoadFailure({ error }: { error: unknown }) {
  return (
    <Alert variant="danger" role="alert">
      {error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}
    </Alert>
  );
}

/** Where to start from: saved progress, else the last submitted answers. */
export const startingAnswers = (answer: AssessmentAnswer, field: string) => listToAnswers(answer.progress?.[field] ?? answer.answers?.[field]);

/** DISC, emotional intelligence, job satisfaction and the practice's culture: single-choice questions, one step at a time. */
export function SingleChoicePage({ user, config }: { user: CurrentUser; config: Config }) {
  const list = useQuestionList(config.list);
  const answer = useAssessment(user.username, config.kind);
  const queries = useQueryClient();
  const navigate = useNavigate();
  if (list.isPending || answer.isPending) return <PageLoading label="Loading the questions…" />;
  if (list.isError || answer.isError)
    return (
      <AssessmentShell kind={config.kind}>
        <LoadFailure error={list.error ?? answer.error} />
      </AssessmentShell>
    );
  const version = list.data.version;
  return (
    <AssessmentShell kind={config.kind}>
      <p>{config.intro}</p>
      <Questionnaire
        questions={list.data.questions}
        groups={config.byGroup ? list.data.groups : undefined}
        stepSize={config.stepSize}
        initial={startingAnswers(answer.data, config.field)}
        finishLabel="See my results"
        onProgress={async (answers) => {
          const saved = await saveAssessmentProgress(user.username, config.kind, { version, [config.field]: answersToList(answers) });
          queries.setQueryData(assessmentKey(user.username, config.kind), saved);
          refreshAfterSubmit(queries, user.username);
        }}
        onFinish={async (answers) => {
          const saved = await submitAssessment(user.username, config.kind, { version, [config.field]: answersToList(answers) });
          queries.setQueryData(assessmentKey(user.username, config.kind), saved);
          refreshAfterSubmit(queries, user.username);
          void navigate(RESULTS_PATH[config.kind]);
        }}
      />
    </AssessmentShell>
  );
}

/**
 * The job seeker's culture assessment in two parts: culture-q (multiple choice) then culture-pq
 * (preferences). Both parts are kept in the saved progress; the second submits both.
 */
export function CulturePage({ user, part }: { user: CurrentUser; part: 'q' | 'pq' }) {
  const list = useQuestionList(part === 'q' ? 'culture-multiple-choice-questions' : 'culture-preference-questions');
  const answer = useAssessment(user.username, 'culture');
  const queries = useQueryClient();
  const navigate = useNavigate();
  if (list.isPending || answer.isPending) return <PageLoading label="Loading the questions…" />;
  if (list.isError || answer.isError)
    return (
      <AssessmentShell kind="culture">
        <LoadFailure error={list.error ?? answer.error} />
      </AssessmentShell>
    );
  const field = part === 'q' ? 'multipleChoiceAnswers' : 'preferenceAnswers';
  const other = part === 'q' ? 'preferenceAnswers' : 'multipleChoiceAnswers';
  const otherAnswers = answersToList(startingAnswers(answer.data, other));
  const version = list.data.version;
  const body = (answers: Record<string, string>) => ({ version, [field]: answersToList(answers), [other]: otherAnswers });
  return (
    <AssessmentShell kind="culture">
      <p>
        {part === 'q'
          ? 'Part 1 of 2: describe the practice you would most like to work in.'
          : 'Part 2 of 2: for each pair, say which you prefer and how strongly.'}
      </p>
      <Questionnaire
        questions={list.data.questions}
        stepSize={4}
        initial={startingAnswers(answer.data, field)}
        finishLabel={part === 'q' ? 'Continue to part 2' : 'See my results'}
        onProgress={async (answers) => {
          queries.setQueryData(assessmentKey(user.username, 'culture'), await saveAssessmentProgress(user.username, 'culture', body(answers)));
          refreshAfterSubmit(queries, user.username);
        }}
        onFinish={async (answers) => {
          if (part === 'q') {
            queries.setQueryData(assessmentKey(user.username, 'culture'), await saveAssessmentProgress(user.username, 'culture', body(answers)));
            void navigate('/app/assessments/culture-pq');
            return;
          }
          if (otherAnswers.length === 0) {
            void navigate('/app/assessments/culture-q');
            return;
          }
          queries.setQueryData(assessmentKey(user.username, 'culture'), await submitAssessment(user.username, 'culture', body(answers)));
          refreshAfterSubmit(queries, user.username);
          void navigate(RESULTS_PATH.culture);
        }}
      />
    </AssessmentShell>
  );
}
