import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowDown, faArrowUp, faImage, faTrash } from '@fortawesome/free-solid-svg-icons';
import {
  OFFICE_PHOTO_DESCRIPTION_MAX,
  OFFICE_PHOTO_LIMIT,
  OFFICE_PHOTO_MAX_BYTES,
  OFFICE_PHOTO_TOO_LARGE_MESSAGE,
  type Office,
  type OfficePhoto,
} from '@chairside/domain/office';
import { api, apiRequest } from '../../lib/api-client';
import { messageOf, officePhotosPath, patchOffice, useProfileChanged } from './employer-api';

/**
 * Photos of one office: upload (multipart, checked by content on the server: its messages
 * show), a description each, order by moving up and down, and delete after a confirmation.
 */
export function OfficePhotosDialog({ username, office, onHide }: { username: string; office: Office | null; onHide: () => void }) {
  return (
    <Modal show={office !== null} onHide={onHide} centered size="lg" scrollable aria-labelledby="office-photos-title">
      {office ? <PhotosBody key={office.id} username={username} office={office} onHide={onHide} /> : null}
    </Modal>
  );
}

function PhotosBody({ username, office, onHide }: { username: string; office: Office; onHide: () => void }) {
  const changed = useProfileChanged(username);
  const [photos, setPhotos] = useState<OfficePhoto[]>(office.photos);
  const [descriptions, setDescriptions] = useState<Record<number, string>>(() => Object.fromEntries(office.photos.map((photo) => [photo.id, photo.description ?? ''])));
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const stored = (next: OfficePhoto[]) => {
    setPhotos(next);
    changed(patchOffice(office.id, { photos: next }));
  };
  const begin = (what: string) => {
    setBusy(what);
    setAlert(null);
    setDone(null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen && chosen.size > OFFICE_PHOTO_MAX_BYTES ? OFFICE_PHOTO_TOO_LARGE_MESSAGE : null);
  };

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setFileError('Choose a photo to upload.');
    if (fileError) return;
    begin('upload');
    try {
      const body = new FormData();
      if (description.trim() !== '') body.append('description', description.trim());
      body.append('file', file, file.name);
      const { data } = await apiRequest<OfficePhoto>(officePhotosPath(username, office.id), { method: 'POST', body });
      stored([...photos, data]);
      setDescriptions((current) => ({ ...current, [data.id]: data.description ?? '' }));
      setFile(null);
      setDescription('');
      setInputKey((key) => key + 1);
      setDone('The photo is added.');
    } catch (caught) {
      setFileError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function saveDescription(photo: OfficePhoto) {
    begin(`describe-${photo.id}`);
    try {
      const saved = await api.put<OfficePhoto>(officePhotosPath(username, office.id, String(photo.id)), { description: descriptions[photo.id] ?? '' });
      stored(photos.map((other) => (other.id === saved.id ? saved : other)));
      setDone('The description is saved.');
    } catch (caught) {
      setAlert(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function move(index: number, by: -1 | 1) {
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    begin('order');
    try {
      stored(await api.put<OfficePhoto[]>(officePhotosPath(username, office.id, 'order'), { ids }));
    } catch (caught) {
      setAlert(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function remove(photoId: number) {
    begin(`remove-${photoId}`);
    try {
      await api.delete(officePhotosPath(username, office.id, String(photoId)));
      stored(photos.filter((photo) => photo.id !== photoId).map((photo, order) => ({ ...photo, order })));
      setRemoving(null);
      setDone('The photo is deleted.');
    } catch (caught) {
      setAlert(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  const full = photos.length >= OFFICE_PHOTO_LIMIT;

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="office-photos-title">Photos: {office.name}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {alert ? (
          <Alert variant="danger" role="alert" className="py-2">
            {alert}
          </Alert>
        ) : null}
        {done ? (
          <Alert variant="success" role="status" className="py-2">
            {done}
          </Alert>
        ) : null}
        {photos.length === 0 ? <p className="text-body-secondary">No photos yet. Show candidates your office: the front desk, an operatory, the team.</p> : null}
        <ol className="photo-rows" aria-label={`Photos of ${office.name}`}>
          {photos.map((photo, index) => {
            const name = `photo ${index + 1}`;
            return (
              <li key={photo.id} className="photo-row">
                <img src={photo.thumbnailUrl} alt={photo.description ?? `Office photo ${index + 1}`} width={160} height={120} className="photo-row__image" />
                <div className="photo-row__body">
                  <Form.Group controlId={`photo-description-${photo.id}`}>
                    <Form.Label className="small fw-semibold mb-1">Description of {name}</Form.Label>
                    <div className="d-flex gap-2">
                      <Form.Control
                        size="sm"
                        value={descriptions[photo.id] ?? ''}
                        maxLength={OFFICE_PHOTO_DESCRIPTION_MAX}
                        onChange={(event) => setDescriptions((current) => ({ ...current, [photo.id]: event.target.value }))}
                        disabled={busy !== null}
                      />
                      <Button size="sm" variant="outline-primary" onClick={() => void saveDescription(photo)} disabled={busy !== null || (descriptions[photo.id] ?? '') === (photo.description ?? '')}>
                        Save
                      </Button>
                    </div>
                  </Form.Group>
                  <div className="photo-row__actions">
                    <Button size="sm" variant="light" onClick={() => void move(index, -1)} disabled={busy !== null || index === 0} aria-label={`Move ${name} up`}>
                      <FontAwesomeIcon icon={faArrowUp} aria-hidden="true" />
                    </Button>
                    <Button size="sm" variant="light" onClick={() => void move(index, 1)} disabled={busy !== null || index === photos.length - 1} aria-label={`Move ${name} down`}>
                      <FontAwesomeIcon icon={faArrowDown} aria-hidden="true" />
                    </Button>
                    {removing === photo.id ? (
                      <span className="photo-row__confirm" role="group" aria-label={`Delete ${name}?`}>
                        <span className="small me-1">Delete this photo?</span>
                        <Button size="sm" variant="danger" onClick={() => void remove(photo.id)} disabled={busy !== null}>
                          {busy === `remove-${photo.id}` ? 'Deleting…' : 'Delete'}
                        </Button>
                        <Button size="sm" variant="outline-secondary" onClick={() => setRemoving(null)} disabled={busy !== null}>
                          Keep
                        </Button>
                      </span>
                    ) : (
                      <Button size="sm" variant="link" className="text-danger" onClick={() => setRemoving(photo.id)} disabled={busy !== null} aria-label={`Delete ${name}`}>
                        <FontAwesomeIcon icon={faTrash} aria-hidden="true" className="me-1" />
                        Delete
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <Form noValidate onSubmit={(event) => void upload(event)} className="photo-upload" aria-labelledby="photo-upload-title">
          <h3 className="photo-upload__title" id="photo-upload-title">
            Add a photo
          </h3>
          {full ? <p className="form-text">An office has at most {OFFICE_PHOTO_LIMIT} photos.</p> : null}
          <fieldset disabled={busy !== null || full}>
            <Form.Group controlId="office-photo-file" className="mb-2">
              <Form.Label>Photo file</Form.Label>
              <Form.Control key={inputKey} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={choose} isInvalid={Boolean(fileError)} aria-describedby="office-photo-file-hint" />
              <Form.Text id="office-photo-file-hint">JPEG, PNG, WebP or GIF, up to 5 MB.</Form.Text>
              {fileError ? (
                <Form.Control.Feedback type="invalid" role="alert">
                  {fileError}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
            <Form.Group controlId="office-photo-description" className="mb-2">
              <Form.Label>Description (optional)</Form.Label>
              <Form.Control value={description} maxLength={OFFICE_PHOTO_DESCRIPTION_MAX} onChange={(event) => setDescription(event.target.value)} />
            </Form.Group>
            <Button type="submit" variant="primary">
              <FontAwesomeIcon icon={faImage} aria-hidden="true" className="me-2" />
              {busy === 'upload' ? 'Uploading…' : 'Upload Photo'}
            </Button>
          </fieldset>
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
    </>
  );
}
