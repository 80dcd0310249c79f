import { Link } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { CompletenessPanel } from './completeness';
import { AvailabilityForm, DetailsForm, IntroForm } from './edit-resume-forms';
import { ADD_MODAL_ANCHOR, EDIT_RESUME_ANCHOR, EDIT_SECTIONS, PROFILE_IMPORT_PATH, PROFILE_PATH, type EditSection } from './missing-items';
import { LoadFailed } from './my-profile-page';
import { CERTS_CONFIG, COMPANIES_CONFIG, COURSES_CONFIG, SCHOOLS_CONFIG, SKILLS_CONFIG } from './resume-list-configs';
import { ResumeListSection } from './resume-list-section';
import { useCurrentStaff } from './staff-profile-api';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { ApplyingBanner } from './applying-banner';

const JUMPS: ReadonlyArray<{ section: EditSection; label: string }> = [
  { section: 'intro', label: 'Intro' },
  { section: 'details', label: 'Details' },
  { section: 'availability', label: 'Availability' },
  { section: 'skills', label: 'Skills' },
  { section: 'companies', label: 'Work history' },
  { section: 'schools', label: 'Education' },
  { section: 'certs', label: 'Certifications' },
  { section: 'courses', label: 'Courses' },
];

/**
 * /app/my-profile/edit: every part of the resume. #editResumeContent holds the resume's own
 * fields (intro, details, availability); #addModalContent the lists edited in modals.
 */
export function MyProfileEditPage({ user }: { user: CurrentUser }) {
  const staffQuery = useCurrentStaff(user.username);
  const staff = staffQuery.data;
  useScrollToHash(Boolean(staff));

  return (
    <section className="app-page" aria-labelledby="edit-profile-title">
      <PageMeta title="Edit Resume Profile" noindex />
      <Link to={PROFILE_PATH} className="profile-back-link">
        <FontAwesomeIcon icon={faArrowLeft} aria-hidden="true" className="me-2" />
        Back to your resume
      </Link>
      <h1 className="app-page__title" id="edit-profile-title">
        Edit Resume Profile
      </h1>
      <p className="app-page__subtitle">
        Every part saves on its own. Your completeness score updates as you go. Have a resume file?{' '}
        <Link to={PROFILE_IMPORT_PATH}>Fill your profile from it</Link>.
      </p>

      {staffQuery.isPending ? (
        <PageLoading label="Loading your resume…" />
      ) : staffQuery.isError || !staff ? (
        <LoadFailed error={staffQuery.error} retry={() => void staffQuery.refetch()} />
      ) : (
        <>
          <ApplyingBanner staff={staff} />
          <nav className="profile-jump" aria-label="Parts of your resume">
            {JUMPS.map((jump) => (
              <Link key={jump.section} to={`#${EDIT_SECTIONS[jump.section]}`} className="profile-jump__link">
                {jump.label}
              </Link>
            ))}
          </nav>
          <div className="profile-layout profile-layout--edit">
            <aside className="profile-layout__side profile-layout__side--sticky" aria-label="Profile completeness">
              <CompletenessPanel completeness={staff.completeness} skillCount={staff.resume.skills.length} />
            </aside>
            <div className="profile-layout__main">
              <div id={EDIT_RESUME_ANCHOR} className="profile-edit-group" aria-labelledby="edit-resume-title" role="group">
                <h2 className="profile-edit-group__title" id="edit-resume-title">
                  About you
                </h2>
                <IntroForm staff={staff} />
                <DetailsForm staff={staff} />
                <AvailabilityForm staff={staff} />
              </div>
              <div id={ADD_MODAL_ANCHOR} className="profile-edit-group" aria-labelledby="add-modal-title" role="group">
                <h2 className="profile-edit-group__title" id="add-modal-title">
                  Skills, experience and education
                </h2>
                <ResumeListSection config={SKILLS_CONFIG} staff={staff} />
                <ResumeListSection config={COMPANIES_CONFIG} staff={staff} />
                <ResumeListSection config={SCHOOLS_CONFIG} staff={staff} />
                <ResumeListSection config={CERTS_CONFIG} staff={staff} />
                <ResumeListSection config={COURSES_CONFIG} staff={staff} />
              </div>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
