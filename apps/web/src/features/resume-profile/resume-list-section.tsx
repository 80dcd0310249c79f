import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPen, faPlus, faTrash } from '@fortawesome/free-solid-svg-icons';
import { REGIONS, RESUME_LIMITS, type CurrentStaff, type ResumeSection, type SectionInputs, type SectionItems } from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
// Shared form fields of the app (components/), as the account settings use them.
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage, fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { SelectField, TextAreaField, TextField } from '../../components/form/plain-fields';
import { EDIT_SECTIONS, type EditSection } from './missing-items';
import { SKILL_LEVELS } from './resume-format';
import { staffCurrentKey, staffPath, useRefreshStaff } from './staff-profile-api';

export type FormValues = Record<string, string | boolean>;

type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'state' | 'score' | 'check';

export type ListField = {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Shown as required (the schema decides). */
  required?: boolean;
  /** Half a row on wide screens. */
  half?: boolean;
  /** Suggestions (a datalist) for a text field. */
  suggestions?: readonly string[];
  step?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Left out of the form while this holds (an end date while "I work here now" is ticked). */
  hiddenWhen?: (values: FormValues) => boolean;
};

export type ListConfig<S extends ResumeSection> = {
  section: S;
  anchor: EditSection;
  title: string;
  /** 'skill', 'school'... for buttons and messages. */
  noun: string;
  lead: string;
  /** A line under the lead that depends on how many entries there are. */
  countNote?: (count: number) => string | null;
  empty: string;
  fields: ListField[];
  schema: z.ZodType<SectionInputs[S]>;
  /** The form's values for an entry (null: a new one). */
  toValues: (item: SectionItems[S] | null) => FormValues;
  /** Checks the schema cannot make (across fields of the form only). */
  check?: (values: FormValues) => FieldErrors;
  /** The request body from the form's values. */
  toInput: (values: FormValues) => unknown;
  /** The entry's name in messages ('Remove Dentrix?'). */
  nameOf: (item: SectionItems[S]) => string;
  /** How an entry reads in the list. */
  render: (item: SectionItems[S]) => ReactNode;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Text as typed; blank stays '' for required fields (the schema words the message) and null otherwise. */
export function valuesToInput(fields: readonly ListField[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'check') continue;
    const text = typeof value === 'string' ? value.trim() : '';
    switch (field.kind) {
      case 'text':
      case 'textarea':
        input[field.name] = text === '' && !field.required ? null : text;
        break;
      case 'date':
      case 'state':
        input[field.name] = text === '' ? null : text;
        break;
      case 'number':
        input[field.name] = text === '' ? null : Number(text);
        break;
      case 'score':
        input[field.name] = Number(text || '1');
        break;
    }
  }
  return input;
}

const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const SCORE_OPTIONS = Object.entries(SKILL_LEVELS).map(([value, label]) => ({ value, label: `${value} – ${label}` }));

function ListFormField({
  field,
  id,
  value,
  error,
  onChange,
}: {
  field: ListField;
  id: string;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const label = field.required ? (
    field.label
  ) : (
    <>
      {field.label} <span className="list-form__optional">(optional)</span>
    </>
  );
  const className = `list-form__field${field.half ? ' list-form__field--half' : ''}`;
  if (field.kind === 'check') {
    return (
      <div className={className}>
        <Form.Check
          type="checkbox"
          id={id}
          name={field.name}
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
    );
  }
  if (field.kind === 'state' || field.kind === 'score') {
    return (
      <div className={className}>
        <SelectField
          id={id}
          name={field.name}
          label={label}
          value={String(value)}
          onValueChange={onChange}
          options={field.kind === 'state' ? REGION_OPTIONS : SCORE_OPTIONS}
          placeholder={field.kind === 'state' ? 'Choose…' : undefined}
          error={error}
        />
        {field.hint ? <p className="form-text list-form__hint">{field.hint}</p> : null}
      </div>
    );
  }
  const datalistId = field.suggestions ? `${id}-suggestions` : undefined;
  if (field.kind === 'textarea') {
    return (
      <div className={className}>
        <TextAreaField
          id={id}
          name={field.name}
          label={label}
          value={String(value)}
          onValueChange={onChange}
          error={error}
          hint={field.hint}
          maxLength={field.maxLength}
          className="mb-0"
        />
      </div>
    );
  }
  return (
    <div className={className}>
      <TextField
        id={id}
        name={field.name}
        label={label}
        value={String(value)}
        onValueChange={onChange}
        error={error}
        hint={field.hint}
        className="mb-0"
        type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        step={field.step}
        min={field.min}
        max={field.max}
        maxLength={field.maxLength}
        list={datalistId}
        autoComplete={field.autoComplete ?? (field.suggestions ? 'off' : undefined)}
        required={field.required}
      />
      {field.suggestions ? (
        <datalist id={datalistId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

type Editing<S extends ResumeSection> = { item: SectionItems[S] | null };

/**
 * One list of the resume (skills, work history, education, certifications, courses): its
 * entries, and Add / Edit in a modal form checked by the domain schema, then by the server;
 * Remove after a confirmation. Each write updates the cached resume and refetches the score.
 */
export function ResumeListSection<S extends ResumeSection>({ config, staff }: { config: ListConfig<S>; staff: CurrentStaff }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshStaff();
  const formRef = useRef<HTMLFormElement>(null);
  const items = staff.resume[config.section] as unknown as SectionItems[S][];
  const limit = RESUME_LIMITS[config.section];
  const noun = config.noun;
  const titleId = `${EDIT_SECTIONS[config.anchor]}-title`;

  const [editing, setEditing] = useState<Editing<S> | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<SectionItems[S] | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** The cached resume's list, changed in place so the screen follows at once. */
  const updateList = (change: (list: SectionItems[S][]) => SectionItems[S][]) =>
    queryClient.setQueryData<CurrentStaff>(staffCurrentKey(staff.username), (current) =>
      current
        ? { ...current, resume: { ...current.resume, [config.section]: change(current.resume[config.section] as unknown as SectionItems[S][]) } }
        : current,
    );

  const open = (item: SectionItems[S] | null) => {
    setValues(config.toValues(item));
    setErrors({});
    setFormAlert(null);
    setDone(null);
    setEditing({ item });
  };

  const set = (name: string) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || saving) return;
    setFormAlert(null);
    const parsed = config.schema.safeParse(config.toInput(values));
    const found = { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)), ...(config.check?.(values) ?? {}) };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      if (Object.keys(found).length === 0) setFormAlert('Please check the form.');
      return focusFirstError(formRef.current, found);
    }
    setErrors({});
    setSaving(true);
    try {
      const id = editing.item ? (editing.item as { id: number }).id : null;
      const saved =
        id === null
          ? await api.post<SectionItems[S]>(staffPath(staff.username, config.section), parsed.data)
          : await api.put<SectionItems[S]>(staffPath(staff.username, `${config.section}/${id}`), parsed.data);
      updateList((list) => (id === null ? [...list, saved] : list.map((entry) => ((entry as { id: number }).id === id ? saved : entry))));
      void refresh();
      setEditing(null);
      setDone(`${capitalize(noun)} ${id === null ? 'added' : 'saved'}: ${config.nameOf(saved)}.`);
    } catch (caught) {
      const known =
        caught instanceof ApiError ? Object.fromEntries(Object.entries(caught.fields).filter(([field]) => config.fields.some((f) => f.name === field))) : {};
      if (Object.keys(known).length > 0) {
        setErrors(known);
        focusFirstError(formRef.current, known);
      } else setFormAlert(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!removing || removeBusy) return;
    const id = (removing as { id: number }).id;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await api.delete(staffPath(staff.username, `${config.section}/${id}`));
      updateList((list) => list.filter((entry) => (entry as { id: number }).id !== id));
      void refresh();
      setDone(`${capitalize(noun)} removed: ${config.nameOf(removing)}.`);
      setRemoving(null);
    } catch (caught) {
      // Already gone (another tab): the list refetches and the dialog closes.
      if (caught instanceof ApiError && caught.status === 404) {
        void refresh();
        setRemoving(null);
      } else setRemoveError(failureMessage(caught));
    } finally {
      setRemoveBusy(false);
    }
  }

  const isNew = editing?.item === null;
  const formId = `${config.section}-form`;

  return (
    <section className="app-panel profile-edit-section" id={EDIT_SECTIONS[config.anchor]} aria-labelledby={titleId}>
      <div className="profile-edit-section__head">
        <div>
          <h3 className="profile-panel__title mb-1" id={titleId}>
            {config.title}
          </h3>
          <p className="profile-edit-section__lead">{config.lead}</p>
          {config.countNote?.(items.length) ? <p className="profile-edit-section__note">{config.countNote(items.length)}</p> : null}
        </div>
        <Button variant="outline-primary" onClick={() => open(null)} disabled={items.length >= limit}>
          <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-2" />
          Add {capitalize(noun)}
        </Button>
      </div>
      {items.length >= limit ? (
        <p className="form-text">
          You have the most {config.title.toLowerCase()} a resume may hold ({limit}).
        </p>
      ) : null}
      {done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <p className="profile-edit-section__empty">{config.empty}</p>
      ) : (
        <ul className="profile-edit-list" aria-label={config.title}>
          {items.map((item) => {
            const name = config.nameOf(item);
            return (
              <li key={(item as { id: number }).id} className="profile-edit-list__item">
                <div className="profile-edit-list__body">{config.render(item)}</div>
                <div className="profile-edit-list__actions">
                  <Button variant="link" size="sm" onClick={() => open(item)} aria-label={`Edit ${name}`}>
                    <FontAwesomeIcon icon={faPen} aria-hidden="true" />
                    <span className="profile-edit-list__action-text">Edit</span>
                  </Button>
                  <Button
                    variant="link"
                    size="sm"
                    className="text-danger"
                    onClick={() => {
                      setRemoveError(null);
                      setDone(null);
                      setRemoving(item);
                    }}
                    aria-label={`Remove ${name}`}
                  >
                    <FontAwesomeIcon icon={faTrash} aria-hidden="true" />
                    <span className="profile-edit-list__action-text">Remove</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Modal show={editing !== null} onHide={() => !saving && setEditing(null)} aria-labelledby={`${formId}-heading`} centered scrollable>
        <Modal.Header closeButton={!saving}>
          <Modal.Title id={`${formId}-heading`}>
            {isNew ? 'Add' : 'Edit'} {capitalize(noun)}
          </Modal.Title>
        </Modal.Header>
        <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} id={formId} className="list-form">
          <Modal.Body>
            {formAlert ? <FormErrorAlert message={formAlert} /> : null}
            <fieldset disabled={saving} className="list-form__grid">
              {config.fields
                .filter((field) => !field.hiddenWhen?.(values))
                .map((field) => (
                  <ListFormField
                    key={field.name}
                    field={field}
                    id={`${formId}-${field.name}`}
                    value={values[field.name] ?? ''}
                    error={errors[field.name]}
                    onChange={set(field.name)}
                  />
                ))}
            </fieldset>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setEditing(null)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? 'Saving…' : `Save ${capitalize(noun)}`}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>

      <Modal show={removing !== null} onHide={() => !removeBusy && setRemoving(null)} aria-labelledby={`${formId}-remove-heading`} centered size="sm">
        <Modal.Header closeButton={!removeBusy}>
          <Modal.Title id={`${formId}-remove-heading`}>Remove this {noun}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {removeError ? <FormErrorAlert message={removeError} /> : null}
          <p className="mb-0">
            <strong>{removing ? config.nameOf(removing) : ''}</strong> will be removed from your resume.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setRemoving(null)} disabled={removeBusy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={removeBusy}>
            {removeBusy ? 'Removing…' : 'Remove'}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
