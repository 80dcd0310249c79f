import { useId, useRef, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ANNOUNCEMENT_ROLES, AnnouncementInputSchema, BUILD_ENVIRONMENTS, type AdminAnnouncement, type AnnouncementInput } from '@chairside/domain/promotions';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { useAdminAnnouncements, useEndItem, useSaveAnnouncement } from './admin-api';
import { instantFromInput, localInputValue, shortDateTime, STATUS_LABELS } from './schedule-fields';

const ROLE_LABELS: Record<string, string> = { employer: 'Employers', staff: 'Job seekers', unauthenticated: 'Signed-out visitors' };

type Values = {
  heading: string;
  ctaText: string;
  ctaLink: string;
  iconUrl: string;
  iconTitle: string;
  backgroundColor: string;
  userRoles: string[];
  buildEnvironments: string[];
  startsAt: string;
  endsAt: string;
};

const valuesOf = (item: AdminAnnouncement | null): Values => ({
  heading: item?.heading ?? '',
  ctaText: item?.ctaText ?? '',
  ctaLink: item?.ctaLink ?? '',
  iconUrl: item?.icon?.url ?? '',
  iconTitle: item?.icon?.title ?? '',
  backgroundColor: item?.backgroundColor ?? '#0b5ed7',
  userRoles: item?.userRoles ?? ['unauthenticated'],
  buildEnvironments: item?.buildEnvironments ?? ['production'],
  startsAt: localInputValue(item?.startsAt),
  endsAt: localInputValue(item?.endsAt),
});

function toggle(list: string[], value: string, on: boolean) {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

function AnnouncementForm({ item, onDone }: { item: AdminAnnouncement | null; onDone: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAnnouncement();
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startsAt = instantFromInput(values.startsAt);
    const endsAt = instantFromInput(values.endsAt);
    const body: AnnouncementInput = {
      heading: values.heading,
      ctaText: values.ctaText,
      ctaLink: values.ctaLink,
      iconUrl: values.iconUrl,
      iconTitle: values.iconTitle,
      backgroundColor: values.backgroundColor,
      userRoles: values.userRoles as AnnouncementInput['userRoles'],
      buildEnvironments: values.buildEnvironments as AnnouncementInput['buildEnvironments'],
      ...(startsAt ? { startsAt } : {}),
      endsAt: endsAt ?? null,
    };
    const checked = AnnouncementInputSchema.safeParse(body);
    const local: FieldErrors = checked.success ? {} : fieldErrorsFromIssues(checked.error.issues);
    if (startsAt === undefined) local.startsAt = 'startsAt is a date and time.';
    if (endsAt === undefined) local.endsAt = 'endsAt is a date and time.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstError(form.current, local);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields =
            error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.split('.')[0], message])) : {};
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
          focusFirstError(form.current, fields);
        },
      },
    );
  }

  return (
    <form ref={form} className="app-panel mb-4" onSubmit={submit} noValidate aria-label={item ? 'Edit announcement' : 'New announcement'}>
      <h2 className="h5">{item ? 'Edit announcement' : 'New announcement'}</h2>
      <TextField
        id={`${id}-heading`}
        name="heading"
        label="Heading"
        value={values.heading}
        onValueChange={set('heading')}
        error={errors.heading}
        maxLength={200}
        required
      />
      <div className="row">
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-cta-text`}
          name="ctaText"
          label="Button text"
          value={values.ctaText}
          onValueChange={set('ctaText')}
          error={errors.ctaText}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-cta-link`}
          name="ctaLink"
          label="Button link"
          hint="A site path such as /pricing, or an https:// address."
          value={values.ctaLink}
          onValueChange={set('ctaLink')}
          error={errors.ctaLink}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-icon-url`}
          name="iconUrl"
          label="Icon image (optional)"
          value={values.iconUrl}
          onValueChange={set('iconUrl')}
          error={errors.iconUrl}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-icon-title`}
          name="iconTitle"
          label="Icon title"
          value={values.iconTitle}
          onValueChange={set('iconTitle')}
          error={errors.iconTitle}
        />
      </div>
      <TextField
        id={`${id}-colour`}
        name="backgroundColor"
        type="color"
        label="Background colour"
        value={values.backgroundColor}
        onValueChange={set('backgroundColor')}
        error={errors.backgroundColor}
        className="mb-3 admin-colour"
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Shown to</legend>
        {ANNOUNCEMENT_ROLES.map((role) => (
          <Form.Check
            inline
            key={role}
            id={`${id}-role-${role}`}
            name="userRoles"
            label={ROLE_LABELS[role]}
            checked={values.userRoles.includes(role)}
            onChange={(event) => setValues((current) => ({ ...current, userRoles: toggle(current.userRoles, role, event.target.checked) }))}
            isInvalid={Boolean(errors.userRoles)}
          />
        ))}
        {errors.userRoles ? <div className="invalid-feedback d-block">{errors.userRoles}</div> : null}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Environments</legend>
        {BUILD_ENVIRONMENTS.map((environment) => (
          <Form.Check
            inline
            key={environment}
            id={`${id}-env-${environment}`}
            name="buildEnvironments"
            label={environment}
            checked={values.buildEnvironments.includes(environment)}
            onChange={(event) =>
              setValues((current) => ({ ...current, buildEnvironments: toggle(current.buildEnvironments, environment, event.target.checked) }))
            }
            isInvalid={Boolean(errors.buildEnvironments)}
          />
        ))}
        {errors.buildEnvironments ? <div className="invalid-feedback d-block">{errors.buildEnvironments}</div> : null}
      </fieldset>
      <div className="row">
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-starts`}
          name="startsAt"
          type="datetime-local"
          label="Starts"
          hint="Empty: now."
          value={values.startsAt}
          onValueChange={set('startsAt')}
          error={errors.startsAt}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-ends`}
          name="endsAt"
          type="datetime-local"
          label="Ends"
          hint="Empty: until you end it."
          value={values.endsAt}
          onValueChange={set('endsAt')}
          error={errors.endsAt}
        />
      </div>
      {failure ? <FormErrorAlert message={failure} className="py-2" /> : null}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save announcement'}
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Admin: the banner's announcements — list, create, edit, schedule and end. */
export function AnnouncementsPage() {
  const list = useAdminAnnouncements();
  const end = useEndItem('announcements');
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);

  return (
    <>
      <PageMeta title="Announcements · Admin" noindex />
      <div className="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-3">
        <h1 className="app-page__title mb-0" id="admin-title">
          Announcements
        </h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>New announcement</Button> : null}
      </div>
      {editing !== null ? (
        <AnnouncementForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p className="text-danger">{list.error.message}</p> : null}
      {list.data && list.data.length === 0 ? <p className="app-panel">No announcements yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <Table responsive hover className="admin-table">
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Shown to</th>
              <th scope="col">Environments</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => (
              <tr key={item.id}>
                <td>
                  <span className="admin-swatch" style={{ backgroundColor: item.backgroundColor }} aria-hidden="true" /> {item.heading}
                </td>
                <td>{item.userRoles.map((role) => ROLE_LABELS[role] ?? role).join(', ')}</td>
                <td>{item.buildEnvironments.join(', ')}</td>
                <td>{shortDateTime(item.startsAt)}</td>
                <td>{shortDateTime(item.endsAt)}</td>
                <td>
                  <Badge bg={STATUS_LABELS[item.status].variant}>{STATUS_LABELS[item.status].label}</Badge>
                </td>
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(item)} aria-label={`Edit ${item.heading}`}>
                    Edit
                  </Button>{' '}
                  {item.status !== 'ended' ? (
                    <Button size="sm" variant="outline-danger" disabled={end.isPending} onClick={() => end.mutate(item.id)} aria-label={`End ${item.heading}`}>
                      End
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
