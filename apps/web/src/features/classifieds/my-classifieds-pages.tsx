import { useRef, useState, type ChangeEvent } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CurrentUser } from '@chairside/domain/accounts';
import {
  CLASSIFIED_PHOTO_LIMIT,
  CLASSIFIED_PHOTO_MAX_BYTES,
  CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE,
  CLASSIFIED_STATUS_LABELS,
  MY_CLASSIFIEDS_PATH,
  formatClassifiedPrice,
  type Classified,
} from '@chairside/domain/classifieds';
import { api, apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { photosPath, useDeleteClassified, useMyClassifieds, useOwnClassified, useRenewClassified } from './classifieds-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';
import { FieldFrame } from '../../components/form/field-frame';
import { ListingForm } from './classified-listing-form';

/** Deleting a listing, after the owner confirms it in a dialog: `ask(listing)` opens it. */
function useDeleteListing() {
  const remove = useDeleteClassified();
  const [asking, setAsking] = useState<Classified | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const close = () => {
    if (remove.isPending) return;
    setAsking(null);
    remove.reset();
  };
  async function confirm() {
    if (!asking) return;
    try {
      await remove.mutateAsync(asking.id);
      setDeleted(`“${asking.title}” was deleted.`);
      setAsking(null);
    } catch {
      // The dialog shows the failure.
    }
  }
  const dialog = (
    <Modal show={asking !== null} onHide={close} centered aria-labelledby="delete-classified-question">
      <Modal.Header closeButton={!remove.isPending}>
        <Modal.Title id="delete-classified-question">Delete this listing?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {remove.isError ? <FormErrorAlert message={failureMessage(remove.error)} /> : null}
        <p className="fw-semibold mb-1">{asking?.title}</p>
        <p className="mb-0 text-body-secondary">It comes off Chairside for good, with its photos. This cannot be undone.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={remove.isPending}>
          Keep it
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete listing'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
  return {
    ask: (listing: Classified) => {
      setDeleted(null);
      remove.reset();
      setAsking(listing);
    },
    dialog,
    deleted,
  };
}

function MyClassifiedsList() {
  const mine = useMyClassifieds();
  const renew = useRenewClassified();
  const deletion = useDeleteListing();
  return (
    <section className="app-page" aria-labelledby="my-classifieds-title">
      <PageMeta title="My Classifieds" noindex />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h1 className="app-page__title" id="my-classifieds-title">
          My Classifieds
        </h1>
        <Link to={`${MY_CLASSIFIEDS_PATH}/new`} className="btn btn-primary">
          Post a classified
        </Link>
      </div>
      {mine.isPending ? <p>Loading…</p> : null}
      {mine.isError ? <p className="text-danger">{mine.error.message}</p> : null}
      {renew.isError ? <FormErrorAlert message={renew.error.message} /> : null}
      <div role="status">{deletion.deleted ? <Alert variant="success">{deletion.deleted}</Alert> : null}</div>
      {mine.data && mine.data.length === 0 ? (
        <p className="app-panel">You have no listings yet. Sell equipment, find an associate for your practice or rent out office space.</p>
      ) : null}
      <ul className="list-unstyled">
        {mine.data?.map((listing) => (
          <li key={listing.id} className="app-panel mb-3" data-testid="my-classified">
            <div className="d-flex flex-wrap gap-3">
              {listing.photos[0] ? <img src={listing.photos[0].thumbnailUrl} alt="" width={120} height={90} className="rounded object-fit-cover" /> : null}
              <div className="flex-grow-1">
                <h2 className="h5 mb-1">{listing.displayStatus === 'APPROVED' ? <Link to={listing.path}>{listing.title}</Link> : listing.title}</h2>
                <p className="mb-1 small">
                  <span className="badge text-bg-light border me-2">{CLASSIFIED_STATUS_LABELS[listing.displayStatus]}</span>
                  {listing.categoryLabel} · {formatClassifiedPrice(listing.priceCents)}
                  {listing.expiresAt && listing.displayStatus === 'APPROVED' ? ` · Shown until ${formatDate(listing.expiresAt, 'long')}` : ''}
                </p>
                {listing.reviewNote ? <p className="mb-1 small">Note from our team: {listing.reviewNote}</p> : null}
                <div className="d-flex flex-wrap gap-3">
                  <Link to={`${MY_CLASSIFIEDS_PATH}/${listing.id}/edit`}>
                    Edit<span className="visually-hidden"> {listing.title}</span>
                  </Link>
                  <Link to={`${MY_CLASSIFIEDS_PATH}/${listing.id}/photos`}>
                    Photos ({listing.photos.length})<span className="visually-hidden"> of {listing.title}</span>
                  </Link>
                  {listing.status === 'APPROVED' ? (
                    <button type="button" className="btn btn-link p-0 align-baseline" disabled={renew.isPending} onClick={() => renew.mutate(listing.id)}>
                      Renew for 60 days<span className="visually-hidden"> ({listing.title})</span>
                    </button>
                  ) : null}
                  <button type="button" className="btn btn-link link-danger p-0 align-baseline" onClick={() => deletion.ask(listing)}>
                    Delete<span className="visually-hidden"> {listing.title}</span>
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </section>
  );
}

function NewListingPage() {
  return (
    <section className="app-page" aria-labelledby="new-classified-title">
      <PageMeta title="Post a classified" noindex />
      <h1 className="app-page__title" id="new-classified-title">
        Post a classified
      </h1>
      <ListingForm existing={null} />
    </section>
  );
}

function EditListingPage() {
  const { listingId = '' } = useParams();
  const listing = useOwnClassified(listingId);
  return (
    <section className="app-page" aria-labelledby="edit-classified-title">
      <PageMeta title="Edit listing" noindex />
      <h1 className="app-page__title" id="edit-classified-title">
        Edit listing
      </h1>
      {listing.isPending ? <p>Loading…</p> : null}
      {listing.isError ? <p className="app-panel">That listing was not found among yours.</p> : null}
      {listing.data ? <ListingForm existing={listing.data} /> : null}
    </section>
  );
}

/** /app/my-classifieds/{listingId}/photos: add (checked and re-encoded by the server), order and remove the listing's photos. */
function PhotosPage({ user }: { user: CurrentUser }) {
  const { listingId = '' } = useParams();
  const listing = useOwnClassified(listingId);
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const id = Number(listingId);
  const base = photosPath(user.username, id);

  async function after(action: () => Promise<Classified>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const updated = await action();
      queries.setQueryData(['classified', 'own', listingId], updated);
      void queries.invalidateQueries({ queryKey: ['classifieds', 'mine'] });
      setMessage({ kind: 'success', text: done });
    } catch (caught) {
      setMessage({ kind: 'danger', text: failureMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      if (file.size > CLASSIFIED_PHOTO_MAX_BYTES) {
        setMessage({ kind: 'danger', text: CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE });
        return;
      }
      const body = new FormData();
      body.append('file', file);
      await after(async () => (await apiRequest<Classified>(base, { method: 'POST', body })).data, 'Photo added. Your listing will be reviewed again.');
    }
  }

  const move = (photos: Classified['photos'], index: number, by: number) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    return after(() => api.put<Classified>(`${base}/order`, { ids }), 'Order saved.');
  };

  const photos = listing.data?.photos ?? [];
  return (
    <section className="app-page" aria-labelledby="classified-photos-title">
      <PageMeta title="Listing photos" noindex />
      <h1 className="app-page__title" id="classified-photos-title">
        Photos{listing.data ? `: ${listing.data.title}` : ''}
      </h1>
      {listing.isError ? <p className="app-panel">That listing was not found among yours.</p> : null}
      {listing.data ? (
        <>
          <p className="app-page__subtitle">
            Up to {CLASSIFIED_PHOTO_LIMIT} JPEG, PNG, WebP or GIF photos of at most 5 MB each. The first photo is shown in the list.
          </p>
          <div aria-live="polite">{message ? <Alert variant={message.kind}>{message.text}</Alert> : null}</div>
          {/* Each photo is sent as soon as it is chosen. */}
          <FieldFrame id="classified-photo-file" label="Add photos">
            {(aria) => (
              <Form.Control
                {...aria}
                ref={input}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                multiple
                disabled={busy || photos.length >= CLASSIFIED_PHOTO_LIMIT}
                onChange={(event) => void upload(event as ChangeEvent<HTMLInputElement>)}
              />
            )}
          </FieldFrame>
          {photos.length === 0 ? <p className="app-panel">No photos yet. Listings with photos get more replies.</p> : null}
          <ol className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3" aria-label="Photos in order">
            {photos.map((photo, index) => (
              <li key={photo.id} className="col" data-testid="classified-photo">
                <div className="app-panel h-100">
                  <img src={photo.thumbnailUrl} alt={`Photo ${index + 1}`} width={400} height={300} className="img-fluid rounded mb-2" />
                  <div className="d-flex flex-wrap gap-2">
                    <Button size="sm" variant="outline-secondary" disabled={busy || index === 0} onClick={() => void move(photos, index, -1)}>
                      Move earlier<span className="visually-hidden"> (photo {index + 1})</span>
                    </Button>
                    <Button size="sm" variant="outline-secondary" disabled={busy || index === photos.length - 1} onClick={() => void move(photos, index, 1)}>
                      Move later<span className="visually-hidden"> (photo {index + 1})</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy}
                      onClick={() => void after(() => api.delete<Classified>(`${base}/${photo.id}`), 'Photo removed.')}
                    >
                      Remove<span className="visually-hidden"> photo {index + 1}</span>
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <Link to={MY_CLASSIFIEDS_PATH} className="btn btn-primary mt-3">
            Done
          </Link>
        </>
      ) : null}
    </section>
  );
}

/** /app/my-classifieds and its screens. */
export function MyClassifiedsRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route index element={<MyClassifiedsList />} />
      <Route path="new" element={<NewListingPage />} />
      <Route path=":listingId/edit" element={<EditListingPage />} />
      <Route path=":listingId/photos" element={<PhotosPage user={user} />} />
    </Routes>
  );
}
