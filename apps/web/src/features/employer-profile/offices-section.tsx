import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faClock, faImages, faPen, faPlus, faStar, faTrash } from '@fortawesome/free-solid-svg-icons';
import type { EmployerProfile } from '@chairside/domain/employer-profile';
import { formatAddress } from '@chairside/domain/job-status';
import { OFFICE_LIMIT, formatOpeningHours, type Office } from '@chairside/domain/office';
import { api } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { useMapSettings } from '../../components/office-map/map-settings';
import { failureMessage } from '../../components/form/errors';
import { employerPath, officePath, sortOffices, useProfileChanged } from './employer-api';
import { OfficeFormDialog } from './office-form-dialog';
import { OfficeHoursDialog } from './office-hours-dialog';
import { OfficeLocations } from './office-locations';
import { OfficePhotosDialog } from './office-photos-dialog';
import { ProfilePanel } from './practice-forms';

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
  const offices = sortOffices(profile.offices);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Office | null>(null);
  const [hoursFor, setHoursFor] = useState<number | null>(null);
  const [photosFor, setPhotosFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mapShown = Boolean(useMapSettings(offices.length > 0)?.tileUrl);

  const open = (office: Office | null) => {
    setDone(null);
    setEditing({ office });
  };
  const saved = (office: Office) => {
    const isNew = editing?.office == null;
    changed((current) => ({
      ...current,
      offices: isNew ? [...current.offices, office] : current.offices.map((each) => (each.id === office.id ? office : each)),
    }));
    setEditing(null);
    setDone(`${office.name} is ${isNew ? 'added' : 'saved'}.`);
  };

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

  const current = (id: number | null) => (id === null ? null : (offices.find((office) => office.id === id) ?? null));

  return (
    <ProfilePanel
      id="offices"
      title="Offices"
      lead={`Where your team works; postings copy an office's address. Your primary office comes first${mapShown ? ' and is the center of the map' : ''}.`}
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

      {editing ? <OfficeFormDialog username={username} office={editing.office} onSaved={saved} onHide={() => setEditing(null)} /> : null}

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
