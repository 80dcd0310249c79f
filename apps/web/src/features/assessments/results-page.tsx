import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ASSESSMENT_TITLES, type AssessmentAnswer, type AssessmentKind } from '@chairside/domain/assessments/catalog';
import { ALIGNMENT_QUESTIONS } from '@chairside/domain/assessments/alignment';
import { CULTURE_THEME_TEXT, CULTURE_THEMES, type CulturePreference, type CultureProfile } from '@chairside/domain/assessments/culture';
import { DISC_STYLE_TEXT, DISC_STYLES, discHeadline, discTopStyles, type DiscResult } from '@chairside/domain/assessments/disc';
import { EI_GROUP_TEXT, type EmotionsResult } from '@chairside/domain/assessments/emotions';
import type { SatisfactionResult } from '@chairside/domain/assessments/satisfaction';
import { SKILL_RATING_LABELS, type SkillEntry } from '@chairside/domain/assessments/skills';
import type { ValuesResult } from '@chairside/domain/assessments/values';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { useAssessment } from './assessments-api';
import { TAKE_PATH } from './assessment-slugs';
import { BarChart, Spectrum } from './result-charts';
import { LoadFailure } from './take-pages';

const retakePath = (kind: AssessmentKind) => (kind === 'culture-employer' ? '/app/assessments/culture-q' : TAKE_PATH[kind]);

/** The results page of one assessment (/app/assessments/{kind}/results). */
export function ResultsPage({ user, kind }: { user: CurrentUser; kind: AssessmentKind }) {
  const answer = useAssessment(user.username, kind);
  const { title } = ASSESSMENT_TITLES[kind];
  return (
    <section className="app-page assessment-page" aria-labelledby="results-title">
      <PageMeta title={`${title}: results`} noindex />
      <p className="mb-1">
        <Link to="/app/assessments">← All assessments</Link>
      </p>
      <h1 className="app-page__title" id="results-title">
        {title}: your results
      </h1>
      {answer.isPending ? <PageLoading label="Loading your results…" /> : null}
      {answer.isError ? <LoadFailure error={answer.error} /> : null}
      {answer.data && !answer.data.result ? (
        <p>
          Not done yet. <Link to={retakePath(kind)}>Take the assessment</Link>
        </p>
      ) : null}
      {answer.data?.result ? (
        <>
          <p className="text-body-secondary">
            Completed {formatDate(answer.data.completedDate ?? '')}
            {answer.data.scoredVersion !== answer.data.version ? ` (version ${answer.data.scoredVersion}; the questions have changed since)` : ''}.{' '}
            <Link to={retakePath(kind)}>Take it again</Link>
          </p>
          <ResultBody kind={kind} answer={answer.data} />
        </>
      ) : null}
    </section>
  );
}

export function ResultBody({ kind, answer }: { kind: AssessmentKind; answer: Pick<AssessmentAnswer, 'result'> }) {
  const result = answer.result as Record<string, unknown>;
  switch (kind) {
    case 'disc':
      return <DiscResultView result={result as unknown as DiscResult} />;
    case 'emotions':
      return <EmotionsResultView result={result as unknown as EmotionsResult} />;
    case 'values':
      return <ValuesResultView result={result as unknown as ValuesResult} />;
    case 'culture':
    case 'culture-employer':
      return (
        <CultureResultView
          profile={result.profile as CultureProfile}
          preferences={result.preferences as CulturePreference[] | undefined}
          practice={kind === 'culture-employer'}
        />
      );
    case 'alignment':
      return <AlignmentResultView result={result as { personalVisionAnswer: string; teamExpectationsAnswer: string }} />;
    case 'satisfaction':
      return <SatisfactionResultView result={result as unknown as SatisfactionResult} />;
    case 'skills':
      return <SkillsResultView skills={(result.skills as SkillEntry[]) ?? []} />;
  }
}

export function DiscResultView({ result }: { result: DiscResult }) {
  const primary = DISC_STYLE_TEXT[result.primaryStyle];
  const tied = discTopStyles(result);
  return (
    <div className="results">
      <BarChart
        title="Your DISC scores (times each style’s statement was most like you, of 24)"
        max={24}
        unit=""
        bars={DISC_STYLES.map((style) => ({ label: `${style} · ${DISC_STYLE_TEXT[style].name}`, value: result[style] }))}
      />
      <h2 className="h4">
        {tied.length > 1 ? 'Top styles' : 'Primary style'}: {discHeadline(result)}
      </h2>
      {tied.map((style) => (
        <p key={style}>{DISC_STYLE_TEXT[style].summary}</p>
      ))}
      <h3 className="h5">What you bring to a dental team</h3>
      <ul>
        {primary.bringsToTeam.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="h5">Worth watching</h3>
      <p>{primary.watchFor}</p>
      <p className="form-text">DISC describes how you tend to behave at work, not how well you do your job. Everyone uses all four styles.</p>
    </div>
  );
}

export function EmotionsResultView({ result }: { result: EmotionsResult }) {
  return (
    <div className="results">
      <BarChart title="Your score in each group (0–100)" bars={result.groups.map((group) => ({ label: group.label, value: group.score }))} />
      {result.groups.map((group) => (
        <section key={group.group} className="app-panel mb-3">
          <h2 className="h5">
            {group.label}: {group.level === 'strength' ? 'a strength' : group.level === 'developing' ? 'developing' : 'room to grow'}
          </h2>
          <p className={group.level === 'strength' ? 'mb-0' : undefined}>
            {group.level === 'strength' ? '' : 'At its best: '}
            {EI_GROUP_TEXT[group.group].strength}
          </p>
          {group.level !== 'strength' ? (
            <>
              <p>Tips to grow:</p>
              <ul className="mb-0">
                {EI_GROUP_TEXT[group.group].tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export function ValuesResultView({ result }: { result: ValuesResult }) {
  return (
    <div className="results">
      <h2 className="h5">Your top five values</h2>
      <ol className="values-top" data-testid="values-top">
        {result.top.map((value) => (
          <li key={value.id}>{value.label}</li>
        ))}
      </ol>
    </div>
  );
}

/** A culture profile as a chart and its themes; `title` names whose it is when it is not the reader's own. */
export function CultureResultView({
  profile,
  preferences,
  practice,
  title,
}: {
  profile: CultureProfile;
  preferences?: CulturePreference[];
  practice?: boolean;
  title?: string;
}) {
  return (
    <div className="results">
      <BarChart
        title={title ?? (practice ? 'Your practice’s culture: share of answers per theme' : 'The culture you are looking for: share of answers per theme')}
        bars={CULTURE_THEMES.map((theme) => ({ label: CULTURE_THEME_TEXT[theme].label, value: profile[theme] }))}
      />
      <dl className="culture-themes">
        {CULTURE_THEMES.map((theme) => (
          <div key={theme}>
            <dt>{CULTURE_THEME_TEXT[theme].label}</dt>
            <dd>{CULTURE_THEME_TEXT[theme].description}</dd>
          </div>
        ))}
      </dl>
      {preferences && preferences.length > 0 ? (
        <>
          <h2 className="h5">Your preferences</h2>
          {preferences.map((preference) => (
            <Spectrum key={preference.questionId} first={preference.first} second={preference.second} value={preference.value} />
          ))}
        </>
      ) : null}
    </div>
  );
}

export function AlignmentResultView({ result }: { result: { personalVisionAnswer: string; teamExpectationsAnswer: string } }) {
  return (
    <div className="results">
      {(['personalVisionAnswer', 'teamExpectationsAnswer'] as const).map((field) => (
        <section key={field} className="app-panel mb-3">
          <h2 className="h6">{ALIGNMENT_QUESTIONS[field]}</h2>
          <p className="mb-0 assessment-answer-text">{result[field]}</p>
        </section>
      ))}
    </div>
  );
}

function SatisfactionResultView({ result }: { result: SatisfactionResult }) {
  return (
    <div className="results">
      <p className="h4">Overall: {result.overall} of 100</p>
      <BarChart title="Satisfaction by area (0–100)" bars={result.areas.map((area) => ({ label: area.label, value: area.score }))} />
      <p className="form-text">Only you see this. Low areas are worth raising with your manager, or asking about in interviews.</p>
    </div>
  );
}

export function SkillsResultView({ skills }: { skills: SkillEntry[] }) {
  const categories = [...new Set(skills.map((entry) => entry.category))];
  return (
    <div className="results">
      {categories.map((category) => (
        <BarChart
          key={category}
          title={category}
          max={5}
          unit=" of 5"
          bars={skills
            .filter((entry) => entry.category === category)
            .map((entry) => ({ label: entry.skill, value: entry.score, note: `(${SKILL_RATING_LABELS[entry.score]})` }))}
        />
      ))}
    </div>
  );
}
