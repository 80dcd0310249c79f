import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faClock, faImages, faPen, faPlus, faStar, faTrash } from '@fortawesome/free-solid-svg-icons';
import type { EmployerProfile } from '@chairside/domain/employer-profile';
import { formatAddress } from '@chairside/domain/job-status';
import { OFFICE_LIMIT, OfficeInputSchema, formatOpeningHours, type Office } from '@chairside/domain/office';
import { REGIONS } from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { useMapSettings } from '../../components/office-map/map-settings';
import { failureMessage, fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { SelectField, TextField } from '../../components/form/plain-fields';
import { employerPath, officePath, sortOffices, useProfileChanged } from './employer-api';
import { OfficeHoursDialog } from './office-hours-dialog';
import { OfficeLocations } from './office-locations';
import { OfficePhotosDialog } from './office-photos-dialog';
import { ProfilePanel } from './practice-forms';

const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const OFFICE_FIELDS = ['name', 'address', 'address2', 'city', 'state', 'zip', 'phone'] as const;
type OfficeValues = Record<(typeof OFFICE_FIELDS)[number], string>;

const toValues = (office: Office | null): OfficeValues => ({
  name: office?.name ?? '',
  address: office?.address ?? '',
  address2: office?.address2 ?? '',
  city: office?.city ?? '',
  state: office?.state ?? '',
  zip: office?.zip ?? '',
  phone: office?.phone ?? '',
});

/** Required fields as typed (the schema words the message); optional blanks as null. */
const toInput = (values: OfficeValues) => ({
  name: values.name,
  address: values.address,
  address2: values.address2.trim() || null,
  city: values.city.trim() || null,
  state: values.state || null,
  zip: values.zip.trim(),
  phone: values.phone.trim() || null,
});

/** The open days of the week, one line each: 'Mon 8:00 AM - 5:00 PM'. */
function HoursSummary({ office }: { office: Office }) {
  if (office.hours.length === 0) return <p className="office-card__muted">No opening hours yet.</p>;
  return (
    <dl className="office-card__hours">
      {office.hours.map((hour) => (
        <div key={hour.dow}>
          <dt>{hour.day.slice(0, 3)}</dt>
          <dd>{formatOpeningHours(hour.opens, hour.closes)}</dd>
        </div>
      ))}
    </dl>
  );
}

type Editing = { office: Office | null };

/** The practice's offices: add, edit, delete (after a confirmation), set primary, hours and photos. */
export function OfficesSection({ profile }: { profile: EmployerProfile }) {
  const username = profile.username;
  const changed = useProfileChanged(username);
  const formRef = useRef<HTMLFormElement>(null);
  const offices = sortOffices(profile.offices);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<OfficeValues>(toValues(null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Office | null>(null);
  const [hoursFor, setHoursFor] = useState<number | null>(null);
  const [photosFor, setPhotosFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mapShown = Boolean(useMapSettings(offices.length > 0)?.tileUrl);

  const open = (office: Office | null) => {
    setValues(toValues(office));
    setErrors({});
    setFormAlert(null);
    setDone(null);
    setEditing({ office });
  };
  const set = (field: keyof OfficeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || saving) return;
    setFormAlert(null);
    const parsed = OfficeInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(found);
      return focusFirstError(formRef.current, found);
    }
    setSaving(true);
    try {
      const id = editing.office?.id ?? null;
      const saved =
        id === null ? await api.post<Office>(employerPath(username, 'offices'), parsed.data) : await api.put<Office>(officePath(username, id), parsed.data);
      changed((current) => ({
        ...current,
        offices: id === null ? [...current.offices, saved] : current.offices.map((office) => (office.id === id ? saved : office)),
      }));
      setEditing(null);
      setDone(`${saved.name} is ${id === null ? 'added' : 'saved'}.`);
    } catch (caught) {
      const known =
        caught instanceof ApiError
          ? Object.fromEntries(Object.entries(caught.fields).filter(([field]) => (OFFICE_FIELDS as readonly string[]).includes(field)))
          : {};
      if (Object.keys(known).length > 0) {
        setErrors(known);
        focusFirstError(formRef.current, known);
      } else setFormAlert(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  async function makePrimary(office: Office) {
    setBusy(true);
    setAlert(null);
    setDone(null);
    try {
      const list = await api.put<Office[]>(officePath(username, office.id, 'primary'));
      changed((current) => ({ ...current, offices: list }));
      setDone(`${office.name} is now your primary office.`);
    } catch (caught) {
      setAlert(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      await api.delete(officePath(username, removing.id));
      // The primary may have moved to another office: read the list again.
      const list = await api.get<Office[]>(employerPath(username, 'offices'));
      changed((current) => ({ ...current, offices: list }));
      setDone(`${removing.name} is deleted.`);
      setRemoving(null);
    } catch (caught) {
      setAlert(failureMessage(caught));
      setRemoving(null);
    } finally {
      setBusy(false);
    }
  }

  const isNew = editing?.office === null;
  const current = (id: number | null) => (id === null ? null : (offices.find((office) => office.id === id) ?? null));

  return (
    <ProfilePanel
      id="offices"
      title="Offices"
      lead={`Where your team works; postings copy an office's address. Your primary office comes first${mapShown ? ' and is the centre of the map' : ''}.`}
      actions={
        <Button variant="outline-primary" onClick={() => open(null)} disabled={offices.length >= OFFICE_LIMIT}>
          <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-2" />
          Add Office
        </Button>
      }
    >
      {done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {alert ? <FormErrorAlert message={alert} className="py-2" onClose={() => setAlert(null)} /> : null}
      <OfficeLocations offices={offices} />
      {offices.length === 0 ? (
        <p className="employer-panel__empty">No offices yet. Add one so candidates see where they would work.</p>
      ) : (
        <ul className="office-cards" aria-label="Your offices">
          {offices.map((office) => (
            <li key={office.id} className="office-card" aria-label={office.name}>
              <div className="office-card__head">
                <h3 className="office-card__name">
                  {office.name}{' '}
                  {office.isPrimary ? (
                    <Badge bg="success" className="office-card__primary">
                      Primary
                    </Badge>
                  ) : null}
                </h3>
                <p className="office-card__address">{formatAddress(office)}</p>
                {office.phone ? <p className="office-card__muted">{office.phone}</p> : null}
              </div>
              <HoursSummary office={office} />
              {office.photos.length > 0 ? (
                <ul className="office-card__photos" aria-label={`Photos of ${office.name}`}>
                  {office.photos.slice(0, 4).map((photo) => (
                    <li key={photo.id}>
                      <img src={photo.thumbnailUrl} alt={photo.description ?? `${office.name} office`} width={96} height={72} />
                    </li>
                  ))}
                  {office.photos.length > 4 ? <li className="office-card__more">+{office.photos.length - 4}</li> : null}
                </ul>
              ) : (
                <p className="office-card__muted">No photos yet.</p>
              )}
              <div className="office-card__actions">
                <Button size="sm" variant="outline-primary" onClick={() => open(office)} aria-label={`Edit ${office.name}`}>
                  <FontAwesomeIcon icon={faPen} aria-hidden="true" className="me-1" />
                  Edit
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => setHoursFor(office.id)} aria-label={`Opening hours of ${office.name}`}>
                  <FontAwesomeIcon icon={faClock} aria-hidden="true" className="me-1" />
                  Hours
                </Button>
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setPhotosFor(office.id)}
                  aria-label={`Photos (${office.photos.length}) of ${office.name}`}
                >
                  <FontAwesomeIcon icon={faImages} aria-hidden="true" className="me-1" />
                  Photos ({office.photos.length})
                </Button>
                {!office.isPrimary ? (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => void makePrimary(office)}
                    disabled={busy}
                    aria-label={`Set as primary: ${office.name}`}
                  >
                    <FontAwesomeIcon icon={faStar} aria-hidden="true" className="me-1" />
                    Set as primary
                  </Button>
                ) : null}
                <Button size="sm" variant="link" className="text-danger ms-auto" onClick={() => setRemoving(office)} aria-label={`Delete ${office.name}`}>
                  <FontAwesomeIcon icon={faTrash} aria-hidden="true" className="me-1" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal show={editing !== null} onHide={() => !saving && setEditing(null)} centered scrollable aria-labelledby="office-form-title">
        <Modal.Header closeButton={!saving}>
          <Modal.Title id="office-form-title">{isNew ? 'Add Office' : 'Edit Office'}</Modal.Title>
        </Modal.Header>
        <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Body>
            {formAlert ? <FormErrorAlert message={formAlert} /> : null}
            <fieldset disabled={saving} className="employer-form__grid">
              <TextField
                id="office-name"
                name="name"
                label="Office name"
                value={values.name}
                onValueChange={set('name')}
                error={errors.name}
                maxLength={150}
                className="mb-3 employer-form__wide"
                required
                hint="For example: Lincoln Park, or Downtown."
              />
              <TextField
                id="office-address"
                name="address"
                label="Street address"
                value={values.address}
                onValueChange={set('address')}
                error={errors.address}
                maxLength={150}
                className="mb-3 employer-form__wide"
                autoComplete="address-line1"
                required
              />
              <TextField
                id="office-address2"
                name="address2"
                label="Suite, floor (optional)"
                value={values.address2}
                onValueChange={set('address2')}
                error={errors.address2}
                maxLength={150}
                className="mb-3 employer-form__wide"
                autoComplete="address-line2"
              />
              <TextField
                id="office-zip"
                name="zip"
                label="ZIP code"
                value={values.zip}
                onValueChange={set('zip')}
                error={errors.zip}
                inputMode="numeric"
                maxLength={10}
                autoComplete="postal-code"
                required
                hint="City and state come from the ZIP code when left empty."
              />
              <TextField
                id="office-phone"
                name="phone"
                label="Phone (optional)"
                type="tel"
                value={values.phone}
                onValueChange={set('phone')}
                error={errors.phone}
                autoComplete="tel"
              />
              <TextField
                id="office-city"
                name="city"
                label="City (optional)"
                value={values.city}
                onValueChange={set('city')}
                error={errors.city}
                maxLength={100}
              />
              <SelectField
                id="office-state"
                name="state"
                label="State (optional)"
                value={values.state}
                onValueChange={set('state')}
                options={REGION_OPTIONS}
                placeholder="From the ZIP code"
                error={errors.state}
              />
            </fieldset>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setEditing(null)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save Office'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>

      <Modal show={removing !== null} onHide={() => !busy && setRemoving(null)} centered size="sm" aria-labelledby="office-remove-title">
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="office-remove-title">Delete this office?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold mb-1">{removing?.name}</p>
          <p className="mb-0 text-body-secondary">
            Its hours and photos go with it.{removing?.isPrimary ? ' Your oldest other office becomes primary.' : ''} Postings keep their address.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setRemoving(null)} disabled={busy}>
            Keep Office
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete Office'}
          </Button>
        </Modal.Footer>
      </Modal>

      <OfficeHoursDialog username={username} office={current(hoursFor)} onHide={() => setHoursFor(null)} />
      <OfficePhotosDialog username={username} office={current(photosFor)} onHide={() => setPhotosFor(null)} />
    </ProfilePanel>
  );
}
