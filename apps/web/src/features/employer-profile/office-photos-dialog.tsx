import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowDown, faArrowUp, faCamera, faCropSimple } from '@fortawesome/free-solid-svg-icons';
import { z } from 'zod';
import { OFFICE_PHOTO_DESCRIPTION_MAX, OFFICE_PHOTO_LIMIT, OfficePhotoDescriptionSchema, type Office, type OfficePhoto } from '@chairside/domain/office';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldFrame } from '../../components/form/field-frame';
import { useAppForm } from '../../components/form/use-app-form';
import { PhotoDialog, type PhotoUpload } from '../../components/photo-dialog/photo-dialog';
import { api, apiRequest } from '../../lib/api-client';
import { officePhotosPath, patchOffice, useProfileChanged } from './employer-api';
import { failureMessage } from '../../components/form/errors';

const PHOTO_WORDS = {
  saved: 'The photo is saved.',
  removed: 'The photo is removed.',
  removeQuestion: 'Remove this office photo?',
  removeHint: 'Candidates will no longer see it on your profile and postings.',
};

/**
 * Photos of one office: each with a description, ordered by moving up and down. Adding a photo,
 * and re-cropping, replacing or removing one, happen in the photo dialog (crop, zoom, rotation;
 * the server checks the file by content and its messages show there).
 */
export function OfficePhotosDialog({ username, office, onHide }: { username: string; office: Office | null; onHide: () => void }) {
  return (
    <Modal show={office !== null} onHide={onHide} centered size="lg" scrollable aria-labelledby="office-photos-title">
      {office ? <PhotosBody key={office.id} username={username} office={office} onHide={onHide} /> : null}
    </Modal>
  );
}

/** The photo open in the photo dialog: an office photo, or a new one (photoId null). */
type Editing = { photoId: number | null };

function PhotosBody({ username, office, onHide }: { username: string; office: Office; onHide: () => void }) {
  const changed = useProfileChanged(username);
  const [photos, setPhotos] = useState<OfficePhoto[]>(office.photos);
  // The list as last stored, for the photo dialog's calls that finish after a re-render.
  const latest = useRef(office.photos);
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const stored = (next: OfficePhoto[]) => {
    latest.current = next;
    setPhotos(next);
    changed(patchOffice(office.id, { photos: next }));
  };
  const begin = (what: string) => {
    setBusy(what);
    setAlert(null);
    setDone(null);
  };

  const photoForm = ({ file, fileName, crop }: PhotoUpload) => {
    const body = new FormData();
    body.append('crop', JSON.stringify(crop));
    body.append('file', file, fileName);
    return body;
  };

  /** Saves the photo dialog's choice: a new photo goes after the last one; an edited one keeps its place and description. */
  async function savePhoto(upload: PhotoUpload) {
    const photoId = editing?.photoId ?? null;
    setAlert(null);
    if (photoId === null) {
      const { data } = await apiRequest<OfficePhoto>(officePhotosPath(username, office.id), { method: 'POST', body: photoForm(upload) });
      stored([...latest.current, data]);
      setEditing({ photoId: data.id });
      setDone('The photo is added.');
    } else {
      const { data } = await apiRequest<OfficePhoto>(officePhotosPath(username, office.id, String(photoId)), { method: 'PUT', body: photoForm(upload) });
      stored(latest.current.map((other) => (other.id === data.id ? data : other)));
      setDone('The photo is saved.');
    }
  }

  async function removePhoto() {
    const photoId = editing?.photoId;
    if (photoId == null) return;
    await api.delete(officePhotosPath(username, office.id, String(photoId)));
    stored(latest.current.filter((photo) => photo.id !== photoId).map((photo, order) => ({ ...photo, order })));
    setEditing({ photoId: null });
    setDone('The photo is deleted.');
  }

  /** Saves a photo's description; a failure is said at the top of the window and the typing stays. */
  async function saveDescription(photo: OfficePhoto, description: string | null) {
    begin(`describe-${photo.id}`);
    try {
      const saved = await api.put<OfficePhoto>(officePhotosPath(username, office.id, String(photo.id)), { description });
      stored(latest.current.map((other) => (other.id === saved.id ? saved : other)));
      setDone('The description is saved.');
      return saved;
    } catch (caught) {
      setAlert(failureMessage(caught));
      throw caught;
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
      setAlert(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  const full = photos.length >= OFFICE_PHOTO_LIMIT;
  const editingIndex = editing?.photoId == null ? -1 : photos.findIndex((photo) => photo.id === editing.photoId);
  const editingPhoto = editingIndex >= 0 ? photos[editingIndex] : null;

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="office-photos-title">Photos: {office.name}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {alert ? <FormErrorAlert message={alert} className="py-2" /> : null}
        {done ? (
          <Alert variant="success" role="status" className="py-2">
            {done}
          </Alert>
        ) : null}
        {photos.length === 0 ? (
          <p className="text-body-secondary">No photos yet. Show candidates your office: the front desk, an operatory, the team.</p>
        ) : null}
        <ol className="photo-rows" aria-label={`Photos of ${office.name}`}>
          {photos.map((photo, index) => {
            const name = `photo ${index + 1}`;
            return (
              <li key={photo.id} className="photo-row">
                <img src={photo.thumbnailUrl} alt={photo.description ?? `Office photo ${index + 1}`} width={160} height={120} className="photo-row__image" />
                <div className="photo-row__body">
                  <DescriptionForm photo={photo} name={name} disabled={busy !== null} onSave={(description) => saveDescription(photo, description)} />
                  <div className="photo-row__actions">
                    <Button
                      size="sm"
                      variant="light"
                      onClick={() => void move(index, -1)}
                      disabled={busy !== null || index === 0}
                      aria-label={`Move ${name} up`}
                    >
                      <FontAwesomeIcon icon={faArrowUp} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="light"
                      onClick={() => void move(index, 1)}
                      disabled={busy !== null || index === photos.length - 1}
                      aria-label={`Move ${name} down`}
                    >
                      <FontAwesomeIcon icon={faArrowDown} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => setEditing({ photoId: photo.id })}
                      disabled={busy !== null}
                      aria-label={`Edit or remove ${name}`}
                    >
                      <FontAwesomeIcon icon={faCropSimple} aria-hidden="true" className="me-1" />
                      Edit or remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="photo-upload">
          <Button variant="primary" onClick={() => setEditing({ photoId: null })} disabled={busy !== null || full}>
            <FontAwesomeIcon icon={faCamera} aria-hidden="true" className="me-2" />
            Add a Photo
          </Button>
          <p className="form-text mb-0">
            {full ? `An office has at most ${OFFICE_PHOTO_LIMIT} photos.` : 'Crop, zoom and turn it before it is saved. JPEG, PNG, WebP or GIF, up to 5 MB.'}
          </p>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
      <PhotoDialog
        resource="Office"
        show={editing !== null}
        onHide={() => setEditing(null)}
        photoUrl={editingPhoto?.url ?? null}
        photoAlt={editingPhoto ? (editingPhoto.description ?? `Office photo ${editingIndex + 1}`) : ''}
        placeholder={
          <div className="photo-dialog__empty">
            <FontAwesomeIcon icon={faCamera} aria-hidden="true" className="photo-dialog__empty-icon" />
            <p className="photo-dialog__hint">No photo yet. Press Edit to choose one: the front desk, an operatory, the team.</p>
          </div>
        }
        aspect={4 / 3}
        cropShape="rect"
        onSave={savePhoto}
        onRemove={editingPhoto ? removePhoto : undefined}
        words={PHOTO_WORDS}
      />
    </>
  );
}

const DescriptionFormSchema = z.object({ description: OfficePhotoDescriptionSchema });

type DescriptionFormProps = {
  photo: OfficePhoto;
  /** 'photo 2': the photo's place in the list. */
  name: string;
  disabled: boolean;
  onSave: (description: string | null) => Promise<OfficePhoto>;
};

/** A photo's description with its own Save, on while the text differs from the saved one. */
function DescriptionForm({ photo, name, disabled, onSave }: DescriptionFormProps) {
  const form = useAppForm({
    schema: DescriptionFormSchema,
    defaultValues: { description: photo.description ?? '' },
    onSubmit: ({ description }) => onSave(description),
    savedValues: (saved) => ({ description: saved.description ?? '' }),
    // A caption saved on its own, beside the photo: leaving with one typed does not ask.
    guardUnsaved: false,
  });
  return (
    <AppForm form={form} feedback="none">
      <fieldset disabled={disabled}>
        <FieldFrame
          id={`photo-description-${photo.id}`}
          label={<span className="small fw-semibold">Description of {name}</span>}
          error={form.formState.errors.description?.message}
          className=""
        >
          {(aria) => (
            <div className="d-flex gap-2">
              <Form.Control size="sm" maxLength={OFFICE_PHOTO_DESCRIPTION_MAX} {...aria} {...form.register('description')} />
              <SubmitButton size="sm" variant="outline-primary" busyLabel="Saving…" disabled={!form.formState.isDirty}>
                Save
              </SubmitButton>
            </div>
          )}
        </FieldFrame>
      </fieldset>
    </AppForm>
  );
}
