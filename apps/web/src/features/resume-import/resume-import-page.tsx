import '../../styles/resume-import.css';
import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons';
import * as z from 'zod';
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
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldFrame } from '../../components/form/field-frame';
import { useAppForm } from '../../components/form/use-app-form';

type ReadFile = { draft: ResumeDraft; fileName: string };

/** The file chosen: one, of at most 5 MB; what is wrong with it is said in the form's alert. */
const ChosenFileSchema = z.object({ file: z.custom<FileList | null>() }).transform(({ file }, context) => {
  const chosen = file?.[0];
  if (chosen && chosen.size <= RESUME_FILE_MAX_BYTES) return chosen;
  context.addIssue({ code: 'custom', path: ['root'], message: chosen ? RESUME_FILE_TOO_LARGE_MESSAGE : 'Choose your resume file (PDF or Word).' });
  return z.NEVER;
});

/** Choosing the resume file and sending it to be read. */
function ChooseFile({ username, onRead }: { username: string; onRead: (read: ReadFile) => void }) {
  const read = useReadResumeFile(username);
  const form = useAppForm({
    schema: ChosenFileSchema,
    defaultValues: { file: null },
    onSubmit: async (file) => onRead({ draft: await read.mutateAsync(file), fileName: file.name }),
    guardUnsaved: false,
    // A file refused is said in the alert, like a missing one.
    serverFieldPath: () => null,
  });
  const problem = form.failure ?? form.formState.errors.root?.message;
  const chooseAgain = () => {
    form.setFailure(null);
    form.clearErrors('root');
  };

  return (
    <AppForm form={form} feedback="none" className="app-panel resume-import__choose" aria-labelledby="resume-import-choose-title">
      <h2 className="profile-panel__title" id="resume-import-choose-title">
        Your resume file
      </h2>
      <FieldFrame
        id="resume-file"
        label="PDF or Word (.docx), up to 5 MB"
        hint="We read your work history, schools, licenses, certifications and skills from it for you to review. The file itself is not kept."
      >
        {(aria) => (
          // A plain file picker; what is wrong with the file is said in the alert below, so it is marked here.
          <Form.Control
            {...aria}
            type="file"
            accept={RESUME_FILE_ACCEPT}
            isInvalid={Boolean(problem)}
            aria-invalid={problem ? true : undefined}
            {...form.register('file', { onChange: chooseAgain })}
          />
        )}
      </FieldFrame>
      {problem ? <FormErrorAlert message={problem} /> : null}
      <SubmitButton busyLabel="Reading your resume…">Read my resume</SubmitButton>
    </AppForm>
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
