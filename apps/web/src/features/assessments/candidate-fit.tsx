import './assessments.css';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CultureProfile } from '@chairside/domain/assessments/culture';
import { DISC_STYLE_TEXT, discHeadline, type DiscResult } from '@chairside/domain/assessments/disc';
import type { EmotionsResult } from '@chairside/domain/assessments/emotions';
import type { ValuesResult } from '@chairside/domain/assessments/values';
import { useAuth } from '../../lib/auth-context';
import { useCandidateAssessments } from './assessments-api';
import { AlignmentResultView, CultureResultView } from './results-page';
import { BarChart } from './result-charts';

type Props = { candidate: string };

/**
 * On the candidate review screen: the candidate's assessment results and the culture fit with the
 * practice, with what drives it and what it means. Shows nothing when the practice may not read
 * the candidate's resume (the API answers 404) or the candidate took none.
 */
export function CandidateAssessmentsPanel({ candidate }: Props) {
  const { user } = useAuth();
  const view = useCandidateAssessments(user?.username ?? '', candidate);
  if (!user || user.role !== 'employer' || !view.data) return null;
  const { results, fit, practiceCultureDone } = view.data;
  const disc = results.disc?.result as DiscResult | undefined;
  const emotions = results.emotions?.result as EmotionsResult | undefined;
  const values = results.values?.result as ValuesResult | undefined;
  const culture = results.culture?.result as { profile: CultureProfile } | undefined;
  const alignment = results.alignment?.result as { personalVisionAnswer: string; teamExpectationsAnswer: string } | undefined;
  const none = !disc && !emotions && !values && !culture && !alignment;
  return (
    <section className="app-panel mb-3 candidate-assessments" aria-labelledby="candidate-assessments-title" data-testid="candidate-assessments">
      <h2 className="h5" id="candidate-assessments-title">
        Assessments
      </h2>
      <CultureFit fit={fit} practiceCultureDone={practiceCultureDone} candidateCultureDone={Boolean(culture)} />
      {none ? <p className="text-body-secondary mb-0">This candidate has not taken any assessments yet.</p> : null}
      {disc ? (
        <p>
          <strong>DISC:</strong> {discHeadline(disc)} · D {disc.D} · I {disc.I} · S {disc.S} · C {disc.C} of 24. {DISC_STYLE_TEXT[disc.primaryStyle].summary}
        </p>
      ) : null}
      {values ? (
        <p>
          <strong>Top values:</strong> {values.top.map((value) => value.label).join(', ')}
        </p>
      ) : null}
      {emotions ? (
        <BarChart title="Emotional intelligence (0–100)" bars={emotions.groups.map((group) => ({ label: group.label, value: group.score }))} />
      ) : null}
      {culture ? <CultureResultView profile={culture.profile} title="The culture the candidate is looking for: share of answers per theme" /> : null}
      {alignment ? <AlignmentResultView result={alignment} /> : null}
    </section>
  );
}

type Fit = NonNullable<ReturnType<typeof useCandidateAssessments>['data']>['fit'];

function CultureFit({ fit, practiceCultureDone, candidateCultureDone }: { fit: Fit; practiceCultureDone: boolean; candidateCultureDone: boolean }) {
  const explanationId = useId();
  if (!fit)
    return (
      <p className="form-text">
        {!practiceCultureDone ? (
          <>
            Culture fit: <Link to="/app/assessments/culture-q">take your practice’s culture assessment</Link> to see it.
          </>
        ) : !candidateCultureDone ? (
          'Culture fit appears once the candidate takes the culture assessment.'
        ) : null}
      </p>
    );
  return (
    <div className="culture-fit" data-testid="culture-fit">
      <p className="culture-fit__number" aria-describedby={explanationId}>
        <span className="culture-fit__percent">{fit.percent}%</span> culture fit
      </p>
      <ul className="culture-fit__drivers">
        {fit.drivers.map((driver) => (
          <li key={driver.text} className={`culture-fit__driver culture-fit__driver--${driver.kind}`}>
            {driver.text}
          </li>
        ))}
      </ul>
      <p className="form-text" id={explanationId}>
        {fit.explanation}
      </p>
    </div>
  );
}

/** In a matches list: the culture fit percentage alone, with its meaning in the title. */
export function CultureFitBadge({ candidate }: Props) {
  const { user } = useAuth();
  const view = useCandidateAssessments(user?.username ?? '', candidate);
  const fit = view.data?.fit;
  if (!user || user.role !== 'employer' || !fit) return null;
  return (
    <span className="badge text-bg-info culture-fit-badge" title={fit.explanation} data-testid="culture-fit-badge">
      {fit.percent}% culture fit
      <span className="visually-hidden">. {fit.drivers.map((driver) => driver.text).join(' ')}</span>
    </span>
  );
}
