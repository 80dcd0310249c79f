import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowUpRightFromSquare, faCamera, faEye, faFileImport, faPen } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { CompletenessPanel } from './completeness';
import { EDIT_SECTIONS, PROFILE_EDIT_PATH, PROFILE_IMPORT_PATH, PROFILE_PATH, PROFILE_PHOTO_ANCHOR, type EditSection } from './missing-items';
import { ProfilePhotoDialog } from './profile-photo-dialog';
import { ProfileSettingsPanel } from './profile-settings-panel';
import { ResumeView, type ResumeViewSection } from './resume-view';
import { useCurrentStaff } from './staff-profile-api';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { failureMessage } from '../../components/form/errors';
import { publicProfilePath } from '../../lib/site-paths';
import { CredentialsPanel } from '../credentials/public-api';

/** The address of a public resume on the public site. */

/** Where each empty section of the resume is filled in. */
const FILL: Record<ResumeViewSection, { section: EditSection; label: string }> = {
  intro: { section: 'intro', label: 'Write an intro' },
  skills: { section: 'skills', label: 'Add skills' },
  details: { section: 'details', label: 'Add details' },
  specialties: { section: 'details', label: 'Choose specialties' },
  companies: { section: 'companies', label: 'Add work history' },
  schools: { section: 'schools', label: 'Add education' },
  certs: { section: 'certs', label: 'Add a certification' },
  courses: { section: 'courses', label: 'Add a course' },
  other: { section: 'details', label: 'Add other achievements' },
  availability: { section: 'availability', label: 'Add availability' },
};

/** Page-level error with a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert variant="danger" role="alert">
      {failureMessage(error)}{' '}
      <Button variant="link" className="btn-inline-link" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/** /app/my-profile: the resume as employers see it, its completeness, and the settings panel. */
export function MyProfilePage({ user }: { user: CurrentUser }) {
  const staffQuery = useCurrentStaff(user.username);
  const staff = staffQuery.data;
  const location = useLocation();
  const navigate = useNavigate();
  const [photoOpen, setPhotoOpen] = useState(false);
  // What the last screen did (the resume file's items added), told once on arrival.
  const [notice, setNotice] = useState<string | null>(() => (location.state as { notice?: string } | null)?.notice ?? null);
  useScrollToHash(Boolean(staff));

  // The 'Add a profile photo' link of the missing items opens the dialog.
  const photoHash = location.hash === `#${PROFILE_PHOTO_ANCHOR}`;
  useEffect(() => {
    if (photoHash && staff) setPhotoOpen(true);
  }, [photoHash, location.key, staff]);

  const closePhoto = () => {
    setPhotoOpen(false);
    if (photoHash) navigate({ hash: '' }, { replace: true });
  };

  return (
    <section className="app-page" aria-labelledby="my-profile-title">
      <PageMeta title="Resume Profile" noindex />
      <div className="profile-page-head">
        <div>
          <h1 className="app-page__title" id="my-profile-title">
            Resume Profile
          </h1>
          <p className="app-page__subtitle mb-0">Your resume as employers see it.</p>
        </div>
        {staff ? (
          <div className="profile-page-head__actions">
            <Link to={`${PROFILE_PATH}/public-view`} className="btn btn-outline-primary">
              <FontAwesomeIcon icon={faEye} aria-hidden="true" className="me-2" />
              See what the public sees
            </Link>
            {staff.isPublic ? (
              <Link to={publicProfilePath(staff.username)} className="btn btn-outline-primary">
                <FontAwesomeIcon icon={faArrowUpRightFromSquare} aria-hidden="true" className="me-2" />
                View public profile
              </Link>
            ) : null}
            <Link to={PROFILE_IMPORT_PATH} className="btn btn-outline-primary">
              <FontAwesomeIcon icon={faFileImport} aria-hidden="true" className="me-2" />
              Fill from my resume file
            </Link>
            <Link to={PROFILE_EDIT_PATH} className="btn btn-primary">
              <FontAwesomeIcon icon={faPen} aria-hidden="true" className="me-2" />
              Edit Profile
            </Link>
          </div>
        ) : null}
      </div>
      {notice ? (
        <Alert variant="success" role="status" dismissible onClose={() => setNotice(null)}>
          {notice} Check each part below, and edit anything that needs it.
        </Alert>
      ) : null}

      {staffQuery.isPending ? (
        <PageLoading label="Loading your resume…" />
      ) : staffQuery.isError || !staff ? (
        <LoadFailed error={staffQuery.error} retry={() => void staffQuery.refetch()} />
      ) : (
        <div className="profile-layout">
          <aside className="profile-layout__side" aria-label="Completeness and settings">
            <CompletenessPanel completeness={staff.completeness} skillCount={staff.resume.skills.length} />
            <ProfileSettingsPanel staff={staff} />
          </aside>
          <div className="profile-layout__main app-panel">
            <ResumeView
              profile={staff}
              photoId={PROFILE_PHOTO_ANCHOR}
              photoAction={
                <Button variant="light" size="sm" className="resume-photo__edit" onClick={() => setPhotoOpen(true)}>
                  <FontAwesomeIcon icon={faCamera} aria-hidden="true" className="me-1" />
                  {staff.hasPhoto ? 'Edit photo' : 'Add photo'}
                </Button>
              }
              badges={
                <>
                  <span className={`resume-badge${staff.isPublic ? ' resume-badge--public' : ''}`}>{staff.isPublic ? 'Public' : 'Private'}</span>
                  {staff.isRelocate ? <span className="resume-badge">Willing to relocate</span> : null}
                </>
              }
              emptyAction={(section) => <Link to={`${PROFILE_EDIT_PATH}#${EDIT_SECTIONS[FILL[section].section]}`}>{FILL[section].label}</Link>}
            />
            <CredentialsPanel username={staff.username} />
          </div>
          <ProfilePhotoDialog staff={staff} show={photoOpen} onHide={closePhoto} />
        </div>
      )}
    </section>
  );
}
