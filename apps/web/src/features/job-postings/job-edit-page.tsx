import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { EmployerJob } from '@chairside/domain/job-posting';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';
import { BuyAndPublishDialog } from '../commerce/public-api';
import {
  STATUS_VARIANTS,
  employerJobKey,
  freeSlots,
  summaryPath,
  useEmployerJob,
  useJobOffices,
  useJobSlots,
  BUY_POSTINGS_PATH,
  slotLabel,
  JobNotFound,
} from '../postings/public-api';
import { DescriptionSection, HoursAndQuestionsSections, JobSection, PaySection, PlaceSection } from './posting-form-sections';
import { usePostingEditor, type PostingEditor, type PostingEditorProps } from './use-posting-editor';

/** The server's 402 (no free slot) message mentions buying; offer the way there. */
const caughtNoSlot = (message: string) => /no free job slot/i.test(message);

function PageHead({ job, isDraft }: { job: EmployerJob | null; isDraft: boolean }) {
  const title = job ? (isDraft ? 'Edit draft' : 'Edit posting') : 'New job posting';
  return (
    <div className="job-page-head">
      <PageMeta title={title} noindex />
      <div>
        <p className="job-page-head__crumb">
          <Link to="/app/post-job/all">Job Postings</Link>
        </p>
        <h1 className="app-page__title" id="job-edit-title">
          {title}
        </h1>
        {job ? (
          <p className="app-page__subtitle">
            Job #{job.id} <Badge bg={STATUS_VARIANTS[job.displayStatus ?? 'Draft']}>{job.displayStatus ?? 'Draft'}</Badge>
          </p>
        ) : (
          <p className="app-page__subtitle">Write your posting. Save it as a draft, or publish it into a job slot.</p>
        )}
      </div>
      {job && !isDraft ? (
        <Link to={summaryPath(job.id)} className="btn btn-outline-primary">
          Back to summary
        </Link>
      ) : null}
    </div>
  );
}

/** What is still missing before a draft may be published. */
function MissingForPublishing({ missing }: { missing: PostingEditor['missing'] }) {
  return (
    <div className="app-panel job-form__missing" aria-labelledby="job-missing-title">
      <h2 className="job-form__title" id="job-missing-title">
        Before you can publish
      </h2>
      <ul className="mb-0">
        {missing.map((problem) => (
          <li key={problem.field}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Save, publish, buy-and-publish, cancel. */
function EditorActions({ editor, job, presetSlot }: { editor: PostingEditor; job: EmployerJob | null; presetSlot: PostingEditorProps['presetSlot'] }) {
  const { busy, isDraft, missing, free } = editor;
  const disabled = busy !== null;
  return (
    <div className="job-form__actions">
      <Button type="submit" variant={isDraft ? 'outline-primary' : 'primary'} disabled={disabled}>
        {busy === 'saving' ? 'Saving…' : isDraft ? 'Save draft' : 'Save changes'}
      </Button>
      {isDraft ? (
        <Button variant="primary" onClick={editor.startPublish} disabled={disabled || missing.length > 0}>
          {busy === 'publishing' ? 'Publishing…' : 'Publish'}
        </Button>
      ) : null}
      {job && isDraft && !presetSlot && free.length === 0 ? (
        <Button variant="success" onClick={() => void editor.startBuying()} disabled={disabled || missing.length > 0}>
          Buy a posting and publish
        </Button>
      ) : null}
      <Link to={job && !isDraft ? summaryPath(job.id) : '/app/post-job/all'} className="btn btn-link">
        Cancel
      </Link>
    </div>
  );
}

/** More than one free slot fits: the practice chooses which one the posting goes into. */
function ChooseSlotDialog({ editor }: { editor: PostingEditor }) {
  const { slotChoice, busy, alert, free } = editor;
  return (
    <Modal show={slotChoice.open} onHide={() => !busy && slotChoice.close()} centered aria-labelledby="choose-slot-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="choose-slot-title">Choose a job slot</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {alert && slotChoice.open ? <FormErrorAlert message={alert} /> : null}
        <Form.Group>
          {free.map((slot) => (
            <Form.Check
              key={slot.slotId}
              type="radio"
              id={`publish-slot-${slot.slotId}`}
              name="slotId"
              label={slotLabel(slot)}
              checked={slotChoice.chosen === slot.slotId}
              onChange={() => slotChoice.choose(slot.slotId)}
              className="mb-2"
            />
          ))}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={slotChoice.close} disabled={busy !== null}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void editor.publish(slotChoice.chosen)} disabled={busy !== null || slotChoice.chosen === null}>
          {busy === 'publishing' ? 'Publishing…' : 'Publish'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function JobForm(props: PostingEditorProps) {
  const { username, job, offices, presetSlot } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = usePostingEditor(props);
  const { alert, notice, busy, isDraft, missing, errors } = editor;
  const disabled = busy !== null;

  return (
    <section className="app-page job-edit" aria-labelledby="job-edit-title">
      <PageHead job={job} isDraft={isDraft} />
      {presetSlot ? (
        <Alert variant="info" className="py-2">
          Publishing goes into <strong>{slotLabel(presetSlot)}</strong>.
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={editor.dismissNotice}>
          {notice}
        </Alert>
      ) : null}

      <Form ref={editor.formRef} noValidate onSubmit={(event) => void editor.saveOnly(event)} className="job-form">
        <JobSection editor={editor} disabled={disabled} />
        <PlaceSection editor={editor} disabled={disabled} offices={offices} />
        <PaySection editor={editor} disabled={disabled} />
        <HoursAndQuestionsSections editor={editor} disabled={disabled} />
        <DescriptionSection editor={editor} disabled={disabled} jobId={job?.id ?? null} />
        {isDraft && missing.length > 0 ? <MissingForPublishing missing={missing} /> : null}
        {alert && !editor.slotChoice.open ? (
          <FormErrorAlert message={alert} focus={Object.keys(errors).length === 0} className="py-2 mb-0 mt-3">
            {caughtNoSlot(alert) ? (
              <>
                {' '}
                <Link to={BUY_POSTINGS_PATH} className="alert-link">
                  Buy job postings
                </Link>
              </>
            ) : null}
          </FormErrorAlert>
        ) : null}
        <EditorActions editor={editor} job={job} presetSlot={presetSlot} />
      </Form>

      {job ? (
        <BuyAndPublishDialog
          username={username}
          jobId={job.id}
          place={{ position: editor.values.position, zip: editor.values.zip }}
          show={editor.buying.open}
          onHide={editor.buying.close}
          onPublished={(order) => {
            editor.buying.close();
            editor.changed();
            void queryClient.invalidateQueries({ queryKey: employerJobKey(username, job.id) });
            const national = order.credits.NAT > 0;
            void navigate(summaryPath(job.id), {
              state: { notice: `Paid and published: your posting is live.${national ? ' It also shows in national search.' : ''}` },
            });
          }}
        />
      ) : null}

      <ChooseSlotDialog editor={editor} />
    </section>
  );
}

/**
 * /app/post-job/edit/{jobId}, /app/post-job/new and /app/post-job/subscription/{slotId}: the
 * posting form. New postings are saved as drafts (POST); a draft is published into a slot.
 */
export function JobEditPage({ username, mode }: { username: string; mode: 'edit' | 'new' | 'slot' }) {
  const params = useParams();
  const jobId = mode === 'edit' && /^\d{1,15}$/.test(params.jobId ?? '') ? Number(params.jobId) : null;
  const slotId = mode === 'slot' && /^\d{1,15}$/.test(params.slotId ?? '') ? Number(params.slotId) : null;
  const job = useEmployerJob(username, jobId);
  const offices = useJobOffices(username);
  const slots = useJobSlots(username);

  if (mode === 'edit' && jobId === null) return <JobNotFound />;
  if ((jobId !== null && job.isPending) || offices.isPending || slots.isPending) return <PageLoading label="Loading the posting…" />;
  if (job.isError || offices.isError || slots.isError)
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(job.error ?? offices.error ?? slots.error)}
        </Alert>
      </section>
    );
  if (jobId !== null && !job.data) return <JobNotFound />;

  const presetSlot = slotId === null ? null : (freeSlots(slots.data).find((slot) => slot.slotId === slotId) ?? null);
  if (mode === 'slot' && !presetSlot)
    return (
      <section className="app-page app-page--narrow" aria-labelledby="slot-gone-title">
        <PageMeta title="Job slot not available" noindex />
        <h1 className="app-page__title" id="slot-gone-title">
          This job slot is not available
        </h1>
        <div className="app-panel">
          <p>The slot is already in use, was canceled or has ended, or it is not one of yours.</p>
          <Link to="/app/post-job/all" className="btn btn-primary">
            See your job postings and slots
          </Link>
        </div>
      </section>
    );

  return (
    <JobForm
      key={job.data?.id ?? `new-${slotId ?? ''}`}
      username={username}
      job={job.data ?? null}
      offices={offices.data}
      slots={slots.data}
      presetSlot={presetSlot}
    />
  );
}
