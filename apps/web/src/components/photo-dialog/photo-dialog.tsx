import { Suspense, useEffect, useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import 'react-easy-crop/react-easy-crop.css';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faImage, faRotateRight } from '@fortawesome/free-solid-svg-icons';
import type { PhotoCrop } from '@chairside/domain/photo-crop';
import { FormErrorAlert } from '../form-error-alert';
import { loadOnDemand } from '../layout/load-on-demand';
import {
  cropForUpload,
  nextRotation,
  NOT_AN_IMAGE,
  photoFileProblem,
  ZOOM_DEFAULT,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  type ImageSize,
  type PixelArea,
} from './photo-crop';
import { failureMessage } from '../form/errors';

const Cropper = loadOnDemand(() => import('./photo-cropper').then((module) => module.PhotoCropper));

/** The dialog's title for a resource: 'Upload/Edit Profile Photo', 'Upload/Edit Office Photo'. */
export const photoDialogTitle = (resource: string) => `Upload/Edit ${resource} Photo`;

/** What Save hands over: the original file (or the current photo) and the part of it to keep. */
export type PhotoUpload = { file: Blob; fileName: string; crop: PhotoCrop };

/** The sentences the dialog says about its photo. */
export type PhotoDialogWords = {
  saved: string;
  removed: string;
  removeQuestion: string;
  removeHint: string;
};

export type PhotoDialogProps = {
  /** Names the photo in the title: 'Profile', 'Office'. */
  resource: string;
  show: boolean;
  onHide: () => void;
  /** The current photo at full size; null when there is none yet. */
  photoUrl: string | null;
  photoAlt: string;
  /** What view mode shows when there is no photo. */
  placeholder: ReactNode;
  /** The crop frame: a round square for a face, a 4:3 rectangle for a room. */
  aspect: number;
  cropShape: 'round' | 'rect';
  /** Stores the photo; a rejection's message (an ApiError's) shows in the dialog. */
  onSave: (upload: PhotoUpload) => Promise<void>;
  /** Removes the photo; without it (no photo yet) there is no Remove button. */
  onRemove?: () => Promise<void>;
  words: PhotoDialogWords;
};

type Mode = 'view' | 'crop' | 'confirm-remove';
type Chosen = { file: File; url: string | null; problem: string | null };

const CURRENT_PHOTO_UNREADABLE = 'We could not load the current photo. Please choose a file.';

/**
 * The photo dialog, one for every photo (profile, office): opens in view mode (the photo or a
 * placeholder; Add a photo or Crop or replace photo, Remove photo, Close). Those switch to crop
 * mode (choose a file, zoom 0.1 to 2, turn by 90 degrees); Save photo or Back without saving
 * return to view mode. Remove asks first. Without a new file, the current photo is re-cropped. The original file goes up with the chosen crop; the
 * server cuts and turns it.
 */
export function PhotoDialog({ resource, show, onHide, photoUrl, photoAlt, placeholder, aspect, cropShape, onSave, onRemove, words }: PhotoDialogProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const fileId = `${ids}-file`;
  const [mode, setMode] = useState<Mode>('view');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [natural, setNatural] = useState<ImageSize | null>(null);
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The cropper's code starts loading when the dialog opens, before Edit is pressed.
  useEffect(() => {
    if (show) void Cropper.preload();
  }, [show]);

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
    resetCrop();
    setError(null);
    setNotice(null);
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

  const source = chosen ? chosen.url : photoUrl;
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
      let file: Blob | null = chosen?.file ?? null;
      if (!file) {
        const answer = await fetch(source).catch(() => null);
        if (!answer?.ok) {
          setError(CURRENT_PHOTO_UNREADABLE);
          return;
        }
        file = await answer.blob();
      }
      await onSave({ file, fileName: chosen?.file.name ?? `${resource.toLowerCase()}-photo.webp`, crop: region });
      resetCrop();
      setMode('view');
      setNotice(words.saved);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!onRemove) return;
    setBusy('removing');
    setError(null);
    try {
      await onRemove();
      setMode('view');
      setNotice(words.removed);
    } catch (caught) {
      setError(failureMessage(caught));
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
      aria-labelledby={titleId}
      className="photo-dialog"
      backdropClassName="photo-dialog__backdrop"
    >
      <Modal.Header closeButton={busy === null}>
        <Modal.Title id={titleId}>{photoDialogTitle(resource)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormErrorAlert message={error} /> : null}
        {notice && mode === 'view' ? (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        ) : null}

        {mode === 'view' ? (
          <div className="photo-dialog__view">
            {photoUrl ? <img className={`photo-dialog__photo photo-dialog__photo--${cropShape}`} src={photoUrl} alt={photoAlt} /> : placeholder}
          </div>
        ) : null}

        {mode === 'confirm-remove' ? (
          <div className="photo-dialog__confirm" role="alertdialog" aria-labelledby={`${ids}-remove-question`}>
            <p id={`${ids}-remove-question`} className="fw-semibold mb-1">
              {words.removeQuestion}
            </p>
            <p className="mb-0 text-body-secondary">{words.removeHint}</p>
          </div>
        ) : null}

        {mode === 'crop' ? (
          <div className="photo-dialog__crop">
            <div className="photo-dialog__choose">
              <input
                id={fileId}
                type="file"
                accept="image/*"
                className="visually-hidden photo-dialog__file"
                onChange={onFile}
                aria-describedby={`${ids}-file-hint`}
              />
              <label htmlFor={fileId} className="btn btn-outline-primary">
                <FontAwesomeIcon icon={faImage} aria-hidden="true" className="me-2" />
                Choose a photo
              </label>
              <span className="photo-dialog__file-name" id={`${ids}-file-hint`}>
                {chosen ? chosen.file.name : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
              </span>
            </div>
            {chosen?.problem ? (
              <FormErrorAlert message={chosen.problem} className="mt-3 mb-0" />
            ) : source ? (
              <>
                <div className={`photo-cropper photo-cropper--${cropShape}`}>
                  <Suspense fallback={<p className="photo-cropper__loading">Loading the photo editor…</p>}>
                    <Cropper.Component
                      image={source}
                      crop={crop}
                      zoom={zoom}
                      rotation={rotation}
                      aspect={aspect}
                      cropShape={cropShape}
                      onCropChange={setCrop}
                      onZoomChange={setZoom}
                      onAreaChange={setArea}
                      onImageLoaded={setNatural}
                      onImageError={() => {
                        if (chosen) setChosen({ ...chosen, problem: NOT_AN_IMAGE, url: null });
                        else setError(CURRENT_PHOTO_UNREADABLE);
                      }}
                    />
                  </Suspense>
                </div>
                <div className="photo-dialog__controls">
                  <Form.Group controlId={`${ids}-zoom`} className="photo-dialog__zoom">
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
              <label htmlFor={fileId} className="photo-dialog__drop" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
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
            {onRemove && photoUrl ? (
              <Button variant="outline-danger" className="me-auto" onClick={() => goTo('confirm-remove')}>
                Remove photo
              </Button>
            ) : null}
            <Button variant="outline-secondary" onClick={hide}>
              Close
            </Button>
            <Button variant="primary" onClick={() => goTo('crop')}>
              {photoUrl ? 'Crop or replace photo' : 'Add a photo'}
            </Button>
          </>
        ) : null}
        {mode === 'crop' ? (
          <>
            <Button variant="outline-secondary" onClick={toView} disabled={busy !== null}>
              Back without saving
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={!canSave}>
              {busy === 'saving' ? 'Saving…' : 'Save photo'}
            </Button>
          </>
        ) : null}
        {mode === 'confirm-remove' ? (
          <>
            <Button variant="outline-secondary" onClick={() => setMode('view')} disabled={busy !== null}>
              Keep photo
            </Button>
            <Button variant="danger" onClick={() => void remove()} disabled={busy !== null}>
              {busy === 'removing' ? 'Removing…' : 'Yes, remove it'}
            </Button>
          </>
        ) : null}
      </Modal.Footer>
    </Modal>
  );
}
