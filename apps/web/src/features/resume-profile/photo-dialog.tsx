import { useEffect, useState, type ChangeEvent, type DragEvent } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faImage, faRotateRight } from '@fortawesome/free-solid-svg-icons';
import type { CurrentStaff, PhotoState } from '@chairside/domain/resume-profile';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { cropForUpload, nextRotation, photoFileProblem, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type ImageSize } from './photo-crop';
import { ResumePhoto } from './resume-view';
import { messageOf, staffPath, usePatchStaff, useRefreshStaff } from './staff-profile-api';

export const PHOTO_DIALOG_TITLE = 'Upload/Edit Profile Photo';

type Mode = 'view' | 'crop' | 'confirm-remove';
type Chosen = { file: File; url: string | null; problem: string | null };

/**
 * The photo dialog: opens in view mode (the photo or a placeholder; Edit, Remove, Close). Edit
 * switches to crop mode (choose a file, zoom 0.1 to 2, turn by 90 degrees); Save or Cancel
 * return to view mode. Remove asks first. Without a new file, Edit re-crops the current photo.
 */
export function PhotoDialog({ staff, show, onHide }: { staff: CurrentStaff; show: boolean; onHide: () => void }) {
  const { reloadUser } = useAuth();
  const patch = usePatchStaff(staff.username);
  const refresh = useRefreshStaff();
  const [mode, setMode] = useState<Mode>('view');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<ImageSize | null>(null);
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The chosen file's preview address lives as long as the choice.
  useEffect(() => {
    const url = chosen?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const resetCrop = () => {
    setChosen(null);
    setCrop({ x: 0, y: 0 });
    setZoom(ZOOM_DEFAULT);
    setRotation(0);
    setArea(null);
    setNatural(null);
  };

  const goTo = (next: Mode) => {
    setNotice(null);
    setError(null);
    setMode(next);
  };

  const toView = () => {
    resetCrop();
    setError(null);
    setMode('view');
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    setError(null);
    setNotice(null);
    setArea(null);
    setNatural(null);
    setCrop({ x: 0, y: 0 });
    setZoom(ZOOM_DEFAULT);
    setRotation(0);
    setChosen({ file, problem, url: problem ? null : URL.createObjectURL(file) });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    event.target.value = ''; // choosing the same file again still counts
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files?.[0]);
  };

  const source = chosen ? chosen.url : staff.photoUrl;
  const canSave = busy === null && Boolean(source) && !chosen?.problem && area !== null && natural !== null;

  async function save() {
    if (!canSave || !area || !natural || !source) return;
    const region = cropForUpload(area, natural, rotation);
    if (!region) {
      setError('Move the photo so that part of it is inside the frame.');
      return;
    }
    setBusy('saving');
    setError(null);
    try {
      const file: Blob = chosen?.file ?? (await fetch(source).then((answer) => (answer.ok ? answer.blob() : Promise.reject(new Error('photo')))));
      const body = new FormData();
      body.append('crop', JSON.stringify(region));
      body.append('file', file, chosen?.file.name ?? 'profile-photo.webp');
      const { data } = await apiRequest<PhotoState>(staffPath(staff.username, 'photo'), { method: 'POST', body });
      patch(data);
      void refresh();
      void reloadUser(); // the header's avatar
      resetCrop();
      setMode('view');
      setNotice('Your photo is saved.');
    } catch (caught) {
      setError(caught instanceof Error && caught.message === 'photo' ? 'We could not load your current photo. Please choose a file.' : messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('removing');
    setError(null);
    try {
      const { data } = await apiRequest<PhotoState>(staffPath(staff.username, 'photo'), { method: 'DELETE' });
      patch(data);
      void refresh();
      void reloadUser();
      setMode('view');
      setNotice('Your photo is removed.');
    } catch (caught) {
      setError(messageOf(caught));
      setMode('view');
    } finally {
      setBusy(null);
    }
  }

  const hide = () => {
    if (busy) return;
    onHide();
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      onExited={() => {
        toView();
        setNotice(null);
      }}
      centered
      aria-labelledby="photo-dialog-title"
      className="photo-dialog"
    >
      <Modal.Header closeButton={busy === null}>
        <Modal.Title id="photo-dialog-title">{PHOTO_DIALOG_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        {notice && mode === 'view' ? (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        ) : null}

        {mode === 'view' ? (
          <div className="photo-dialog__view">
            {staff.photoUrl ? (
              <img className="photo-dialog__photo" src={staff.photoUrl} alt="Your profile photo" width={240} height={240} />
            ) : (
              <>
                <ResumePhoto name={staff.name} src={null} size={160} />
                <p className="photo-dialog__hint">No photo yet. Profiles with a photo get more views from employers.</p>
              </>
            )}
          </div>
        ) : null}

        {mode === 'confirm-remove' ? (
          <div className="photo-dialog__confirm" role="alertdialog" aria-labelledby="photo-remove-question">
            <p id="photo-remove-question" className="fw-semibold mb-1">
              Remove your profile photo?
            </p>
            <p className="mb-0 text-body-secondary">Employers will see your initials instead until you add a new one.</p>
          </div>
        ) : null}

        {mode === 'crop' ? (
          <div className="photo-dialog__crop">
            <div className="photo-dialog__choose">
              <input id="photo-file" type="file" accept="image/*" className="visually-hidden photo-dialog__file" onChange={onFile} aria-describedby="photo-file-hint" />
              <label htmlFor="photo-file" className="btn btn-outline-primary">
                <FontAwesomeIcon icon={faImage} aria-hidden="true" className="me-2" />
                Choose a photo
              </label>
              <span className="photo-dialog__file-name" id="photo-file-hint">
                {chosen ? chosen.file.name : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
              </span>
            </div>
            {chosen?.problem ? (
              <Alert variant="danger" role="alert" className="mt-3 mb-0">
                {chosen.problem}
              </Alert>
            ) : source ? (
              <>
                <div className="photo-cropper">
                  <Cropper
                    image={source}
                    crop={crop}
                    zoom={zoom}
                    rotation={rotation}
                    aspect={1}
                    minZoom={ZOOM_MIN}
                    maxZoom={ZOOM_MAX}
                    cropShape="round"
                    showGrid={false}
                    restrictPosition={zoom >= 1}
                    onCropChange={setCrop}
                    onZoomChange={(next) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)))}
                    onCropComplete={(_percent, pixels) => setArea(pixels)}
                    onMediaLoaded={(size: MediaSize) => setNatural({ width: size.naturalWidth, height: size.naturalHeight })}
                    mediaProps={{ alt: 'The photo to crop' }}
                    // Its stylesheet is imported above: the page's Content-Security-Policy refuses the <style> element it would add.
                    disableAutomaticStylesInjection
                  />
                </div>
                <div className="photo-dialog__controls">
                  <Form.Group controlId="photo-zoom" className="photo-dialog__zoom">
                    <Form.Label>Zoom</Form.Label>
                    <Form.Range
                      min={ZOOM_MIN}
                      max={ZOOM_MAX}
                      step={ZOOM_STEP}
                      value={zoom}
                      onChange={(event) => setZoom(Number(event.target.value))}
                      aria-valuetext={`${zoom.toFixed(1)} times`}
                    />
                  </Form.Group>
                  <span className="photo-dialog__zoom-value" aria-hidden="true">
                    {zoom.toFixed(1)}×
                  </span>
                  <Button variant="outline-secondary" onClick={() => setRotation(nextRotation)}>
                    <FontAwesomeIcon icon={faRotateRight} aria-hidden="true" className="me-2" />
                    Rotate
                  </Button>
                  <span className="photo-dialog__rotation" aria-live="polite">
                    {rotation}°
                  </span>
                </div>
              </>
            ) : (
              <label htmlFor="photo-file" className="photo-dialog__drop" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
                <FontAwesomeIcon icon={faImage} aria-hidden="true" className="photo-dialog__drop-icon" />
                <span>Choose a photo, or drop one here.</span>
              </label>
            )}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {mode === 'view' ? (
          <>
            {staff.hasPhoto ? (
              <Button variant="outline-danger" className="me-auto" onClick={() => goTo('confirm-remove')}>
                Remove
              </Button>
            ) : null}
            <Button variant="outline-secondary" onClick={hide}>
              Close
            </Button>
            <Button variant="primary" onClick={() => goTo('crop')}>
              Edit
            </Button>
          </>
        ) : null}
        {mode === 'crop' ? (
          <>
            <Button variant="outline-secondary" onClick={toView} disabled={busy !== null}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={!canSave}>
              {busy === 'saving' ? 'Saving…' : 'Save'}
            </Button>
          </>
        ) : null}
        {mode === 'confirm-remove' ? (
          <>
            <Button variant="outline-secondary" onClick={() => setMode('view')} disabled={busy !== null}>
              Keep Photo
            </Button>
            <Button variant="danger" onClick={() => void remove()} disabled={busy !== null}>
              {busy === 'removing' ? 'Removing…' : 'Remove Photo'}
            </Button>
          </>
        ) : null}
      </Modal.Footer>
    </Modal>
  );
}
