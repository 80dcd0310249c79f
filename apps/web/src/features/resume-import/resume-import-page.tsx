import '../../styles/resume-import.css';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import {
  isDraftEmpty,
  NO_SECTIONS_MESSAGE,
  RESUME_FILE_ACCEPT,
  RESUME_FILE_MAX_BYTES,
  RESUME_FILE_TOO_LARGE_MESSAGE,
  type ResumeDraft,
} from '@chairside/domain/resume-import';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { LoadFailed, PROFILE_EDIT_PATH, PROFILE_PATH, useCurrentStaff } from '../resume-profile/public-api';
import { useReadResumeFile } from './resume-import-api';
import { ResumeReview } from './resume-review';
import { failureMessage } from '../../components/form/errors';

type ReadFile = { draft: ResumeDraft; fileName: string };

/** Choosing the resume file and sending it to be read. */
function ChooseFile({ username, onRead }: { username: string; onRead: (read: ReadFile) => void }) {
  const read = useReadResumeFile(username);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem('Choose your resume file (PDF or Word).');
    if (file.size > RESUME_FILE_MAX_BYTES) return setProblem(RESUME_FILE_TOO_LARGE_MESSAGE);
    setProblem(null);
    try {
      onRead({ draft: await read.mutateAsync(file), fileName: file.name });
    } catch (caught) {
      setProblem(failureMessage(caught));
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="app-panel resume-import__choose" aria-labelledby="resume-import-choose-title">
      <h2 className="profile-panel__title" id="resume-import-choose-title">
        Your resume file
      </h2>
      <Form.Group controlId="resume-file" className="mb-3">
        <Form.Label>PDF or Word (.docx), up to 5 MB</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          name="file"
          accept={RESUME_FILE_ACCEPT}
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-describedby="resume-file-hint"
          onChange={() => setProblem(null)}
          disabled={read.isPending}
        />
        <Form.Text id="resume-file-hint" className="d-block">
          We read your work history, schools, licenses, certifications and skills from it for you to review. The file itself is not kept.
        </Form.Text>
      </Form.Group>
      {problem ? <FormErrorAlert message={problem} /> : null}
      <Button type="submit" disabled={read.isPending}>
        {read.isPending ? 'Reading your resume…' : 'Read my resume'}
      </Button>
    </Form>
  );
}

/** /app/my-profile/import: fill the profile from a resume file, after reviewing what was read. */
export function ResumeImportPage({ user }: { user: CurrentUser }) {
  const staffQuery = useCurrentStaff(user.username);
  const [read, setRead] = useState<ReadFile | null>(null);
  const staff = staffQuery.data;

  return (
    <section className="app-page" aria-labelledby="resume-import-title">
      <PageMeta title="Fill your profile from your resume" noindex />
      <Link to={PROFILE_PATH} className="profile-back-link">
        <FontAwesomeIcon icon={faArrowLeft} aria-hidden="true" className="me-2" />
        Back to your resume
      </Link>
      <h1 className="app-page__title" id="resume-import-title">
        Fill your profile from your resume
      </h1>
      <p className="app-page__subtitle">Upload the resume you already have. You check everything before it goes on your profile.</p>
      {staffQuery.isPending ? (
        <PageLoading label="Loading your resume…" />
      ) : staffQuery.isError || !staff ? (
        <LoadFailed error={staffQuery.error} retry={() => void staffQuery.refetch()} />
      ) : !read ? (
        <ChooseFile username={user.username} onRead={setRead} />
      ) : isDraftEmpty(read.draft) ? (
        <div className="app-panel">
          <Alert variant="warning" className="mb-3" role="status">
            {NO_SECTIONS_MESSAGE}
          </Alert>
          <div className="d-flex flex-wrap gap-2">
            <Link to={PROFILE_EDIT_PATH} className="btn btn-primary">
              Fill in my profile
            </Link>
            <Button variant="outline-secondary" onClick={() => setRead(null)}>
              Choose another file
            </Button>
          </div>
        </div>
      ) : (
        <ResumeReview draft={read.draft} fileName={read.fileName} staff={staff} onChooseAnother={() => setRead(null)} />
      )}
    </section>
  );
}
