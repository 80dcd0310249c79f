// A resume list's two dialogs: Add/Edit an entry (a form-layer form) and "Remove this …?".
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ResumeSection } from '@chairside/domain/resume-profile';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { ListFormField } from './resume-list-fields';
import { capitalize, FORM_PROBLEM, type ListConfig } from './resume-list-form';
import type { ResumeList } from './use-resume-list';

export function EntryFormDialog<S extends ResumeSection>({ config, entry }: { config: ListConfig<S>; entry: ResumeList<S>['entry'] }) {
  const { form, editing, close } = entry;
  const saving = form.formState.isSubmitting;
  const values = form.watch();
  const formId = `${config.section}-form`;
  const noun = capitalize(config.noun);
  const alert = form.failure ?? form.formState.errors[FORM_PROBLEM]?.message ?? null;

  return (
    <Modal show={editing !== null} onHide={() => !saving && close()} aria-labelledby={`${formId}-heading`} centered scrollable>
      <Modal.Header closeButton={!saving}>
        <Modal.Title id={`${formId}-heading`}>
          {editing?.item === null ? 'Add' : 'Edit'} {noun}
        </Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none" id={formId} className="list-form">
        <Modal.Body>
          {alert ? <FormErrorAlert message={alert} /> : null}
          <fieldset className="list-form__grid">
            {config.fields
              .filter((field) => !field.hiddenWhen?.(values))
              .map((field) => (
                <ListFormField key={field.name} field={field} id={`${formId}-${field.name}`} />
              ))}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <SubmitButton busyLabel="Saving…">{`Save ${noun}`}</SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}

export function RemoveEntryDialog<S extends ResumeSection>({ config, removal }: { config: ListConfig<S>; removal: ResumeList<S>['removal'] }) {
  const formId = `${config.section}-form`;
  return (
    <Modal show={removal.item !== null} onHide={() => !removal.busy && removal.cancel()} aria-labelledby={`${formId}-remove-heading`} centered size="sm">
      <Modal.Header closeButton={!removal.busy}>
        <Modal.Title id={`${formId}-remove-heading`}>Remove this {config.noun}?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {removal.error ? <FormErrorAlert message={removal.error} /> : null}
        <p className="mb-0">
          <strong>{removal.item ? config.nameOf(removal.item) : ''}</strong> will be removed from your resume.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={removal.cancel} disabled={removal.busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={removal.confirm} disabled={removal.busy}>
          {removal.busy ? 'Removing…' : 'Remove'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
