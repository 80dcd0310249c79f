import { Link } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faCircleCheck, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { PROFILE_COMPLETENESS_MAX, skillsAdvice } from '@chairside/domain/profile-completeness';
import { MISSING_ITEM_LINKS, PROFILE_EDIT_PATH, PROFILE_PATH } from './missing-items';
import { useCurrentStaff } from './staff-profile-api';

type Completeness = CurrentStaff['completeness'];

/** The score as a bar and a number. */
export function CompletenessMeter({ score, id }: { score: number; id: string }) {
  return (
    <div className="completeness-meter">
      <div className="completeness-meter__number" id={`${id}-number`}>
        <span className="completeness-meter__value">{score}</span>
        <span className="completeness-meter__percent">%</span>
      </div>
      <div
        className="progress completeness-meter__bar"
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuenow={score}
        aria-valuemin={0}
        aria-valuemax={PROFILE_COMPLETENESS_MAX}
        aria-valuetext={`${score}% complete`}
      >
        <div className={`progress-bar${score >= PROFILE_COMPLETENESS_MAX ? ' bg-success' : ''}`} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/** What to do for a missing item; 'more skills' says how many. */
function actionOf(key: Completeness['missing'][number]['key'], skillCount?: number): string {
  const advice = key === 'moreSkills' && skillCount !== undefined ? skillsAdvice(skillCount) : null;
  if (advice) return `Add ${advice.add} more skill${advice.add === 1 ? '' : 's'}`;
  return MISSING_ITEM_LINKS[key].action;
}

/** What the next skills do to the score, in words; null once both skills rows are clear. */
export function skillsAdviceText(skillCount: number): string | null {
  const advice = skillsAdvice(skillCount);
  if (!advice) return null;
  if (skillCount === 0) return `Add your first skill: +${advice.points}%.`;
  return `Add ${advice.add} more skill${advice.add === 1 ? '' : 's'}: +${advice.points}%.`;
}

/** What is missing, each a link to where it is filled in, with the points it adds. */
export function MissingItems({ missing, limit, skillCount }: { missing: Completeness['missing']; limit?: number; skillCount?: number }) {
  const shown = limit === undefined ? missing : missing.slice(0, limit);
  return (
    <ul className="missing-items" aria-label="Missing from your profile">
      {shown.map((item) => {
        const link = MISSING_ITEM_LINKS[item.key];
        return (
          <li key={item.key}>
            <Link to={link.to} className="missing-items__link">
              <span className="missing-items__action">{actionOf(item.key, skillCount)}</span>
              <span className="missing-items__points" aria-label={`adds ${item.points} points`}>
                +{item.points}
              </span>
              <FontAwesomeIcon icon={faChevronRight} aria-hidden="true" className="missing-items__chevron" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The score with everything that is missing: the resume screen and the edit screen. */
export function CompletenessPanel({ completeness, skillCount, headingLevel = 2 }: { completeness: Completeness; skillCount: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const complete = completeness.missing.length === 0;
  return (
    <section className="app-panel completeness-panel" aria-labelledby="completeness-title">
      <Heading className="profile-panel__title" id="completeness-title">
        Profile completeness
      </Heading>
      <CompletenessMeter score={completeness.score} id="completeness" />
      {complete ? (
        <p className="completeness-panel__done">
          <FontAwesomeIcon icon={faCircleCheck} aria-hidden="true" className="me-2" />
          Your profile is complete.
        </p>
      ) : (
        <>
          <p className="completeness-panel__lead">Complete profiles get more views. Still missing:</p>
          <MissingItems missing={completeness.missing} skillCount={skillCount} />
        </>
      )}
    </section>
  );
}

/** The dashboard's card: the score, the first things to do, and the way to the resume. */
export function ProfileCompletenessCard({ staff }: { staff: CurrentStaff | undefined }) {
  if (!staff) {
    return (
      <section className="app-panel completeness-card" aria-label="Profile completeness" aria-busy="true">
        <div className="placeholder-glow">
          <span className="placeholder col-6 mb-3" />
          <span className="placeholder col-12" />
        </div>
      </section>
    );
  }
  const { score, missing } = staff.completeness;
  const complete = missing.length === 0;
  return (
    <section className="app-panel completeness-card" aria-labelledby="completeness-card-title">
      <div className="completeness-card__head">
        <h2 className="profile-panel__title mb-0" id="completeness-card-title">
          {complete ? 'Your profile is complete' : `Your profile is ${score}% complete`}
        </h2>
        <Link to={complete ? PROFILE_PATH : MISSING_ITEM_LINKS[missing[0].key].to} className="btn btn-primary btn-sm">
          {complete ? 'View your resume' : 'Complete your profile'}
        </Link>
      </div>
      <CompletenessMeter score={score} id="completeness-card" />
      {complete ? (
        <p className="completeness-panel__done mb-0">Employers see everything they look for. Keep it up to date as your career grows.</p>
      ) : (
        <>
          <p className="completeness-panel__lead">Next steps:</p>
          <MissingItems missing={missing} limit={3} skillCount={staff.resume.skills.length} />
          {missing.length > 3 ? (
            <Link to={PROFILE_PATH} className="completeness-card__more">
              See all {missing.length} missing items
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The slim bar of the /app shell while a job seeker's profile is incomplete. */
export function CompleteProfileNotice({ staff }: { staff: CurrentStaff | undefined }) {
  if (!staff || staff.completeness.score >= PROFILE_COMPLETENESS_MAX) return null;
  return (
    <div className="complete-profile-notice" role="region" aria-label="Profile completeness">
      <span className="complete-profile-notice__bar" aria-hidden="true">
        <span style={{ width: `${staff.completeness.score}%` }} />
      </span>
      <span className="complete-profile-notice__text">
        Your profile is {staff.completeness.score}% complete.{' '}
        <Link to={PROFILE_EDIT_PATH} className="complete-profile-notice__link">
          Complete your profile
        </Link>
      </span>
    </div>
  );
}

/** The dashboard's completeness card for the signed-in job seeker (nothing if it cannot load). */
export function DashboardCompletenessCard({ username }: { username: string }) {
  const staff = useCurrentStaff(username);
  if (staff.isError) return null;
  return <ProfileCompletenessCard staff={staff.data} />;
}
