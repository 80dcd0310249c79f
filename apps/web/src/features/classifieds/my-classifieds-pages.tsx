import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CurrentUser } from '@chairside/domain/accounts';
import {
  CLASSIFIED_CATEGORIES,
  CLASSIFIED_PHOTO_LIMIT,
  CLASSIFIED_PHOTO_MAX_BYTES,
  CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE,
  CLASSIFIED_STATUS_LABELS,
  ClassifiedInputSchema,
  MY_CLASSIFIEDS_PATH,
  formatClassifiedPrice,
  type Classified,
} from '@chairside/domain/classifieds';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import { ApiError, api, apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { photosPath, useDeleteClassified, useMyClassifieds, useOwnClassified, useRenewClassified, useSaveClassified } from './classifieds-api';
import { FormErrorAlert } from '../../components/form-error-alert';

const FIELDS = ['category', 'title', 'description', 'priceCents', 'city', 'state', 'zip', 'contactEmail', 'contactPhone'] as const;
type Field = (typeof FIELDS)[number];

/** The form's fields as the inputs hold them; the price is typed in dollars and sent in cents. */
const ClassifiedFormSchema = z
  .object({
    category: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
  })
  .transform(({ price, ...values }, context) => {
    const cleaned = price.replace(/[$,\s]/g, '');
    if (cleaned !== '' && !/^\d+(\.\d{1,2})?$/.test(cleaned)) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'Enter the price in dollars, like 1250 or 1250.50.' });
      return z.NEVER;
    }
    const parsed = ClassifiedInputSchema.safeParse({ ...values, priceCents: cleaned === '' ? null : Math.round(Number(cleaned) * 100) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path[0] === 'priceCents' ? ['price'] : issue.path, message: issue.message });
    return z.NEVER;
  });
type FormValues = z.input<typeof ClassifiedFormSchema>;
type FormOutput = z.output<typeof ClassifiedFormSchema>;

const EMPTY: FormValues = { category: '', title: '', description: '', price: '', city: '', state: '', zip: '', contactEmail: '', contactPhone: '' };
const valuesOf = (listing: Classified): FormValues => ({
  category: listing.category,
  title: listing.title,
  description: listing.description,
  price: listing.priceCents === null ? '' : (listing.priceCents / 100).toFixed(listing.priceCents % 100 === 0 ? 0 : 2),
  city: listing.city ?? '',
  state: listing.state ?? '',
  zip: listing.zip ?? '',
  contactEmail: listing.contactEmail ?? '',
  contactPhone: listing.contactPhone ?? '',
});
const formField = (field: Field): FieldPath<FormValues> => (field === 'priceCents' ? 'price' : field);

function ListingForm({ existing }: { existing: Classified | null }) {
  const navigate = useNavigate();
  const save = useSaveClassified(existing?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(ClassifiedFormSchema), defaultValues: existing ? valuesOf(existing) : EMPTY });
  const { register, handleSubmit, setError, formState } = form;
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const errorOf = (name: FieldPath<FormValues>) => formState.errors[name as keyof FormValues]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const id = await save.mutateAsync(values);
      navigate(`${MY_CLASSIFIEDS_PATH}/${id}/photos`);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const fields = Object.entries(caught.fields).filter(([field]) => (FIELDS as readonly string[]).includes(field));
        for (const [field, message] of fields) setError(formField(field as Field), { type: 'server', message }, { shouldFocus: true });
        if (fields.length === 0) setFailure(caught.message);
      } else setFailure('Something went wrong. Please try again.');
    }
  });

  const group = (name: FieldPath<FormValues>, label: string, control: (invalid: object) => ReactElement, hint?: string) => {
    const error = errorOf(name);
    const ids = [hint ? `classified-${name}-hint` : '', error ? `classified-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <Form.Group className="mb-3" controlId={`classified-${name}`}>
        <Form.Label>{label}</Form.Label>
        {control({ isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids })}
        {hint ? (
          <Form.Text id={`classified-${name}-hint`} className="d-block">
            {hint}
          </Form.Text>
        ) : null}
        {error ? (
          <Form.Control.Feedback type="invalid" id={`classified-${name}-error`} className="d-block">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="app-panel" aria-label={existing ? 'Edit listing' : 'New listing'}>
      {failure ? (
        <FormErrorAlert message={failure} />
      ) : null}
      {group('category', 'Category', (invalid) => (
        <Form.Select {...register('category')} {...invalid}>
          <option value="">Choose…</option>
          {CLASSIFIED_CATEGORIES.map((category) => (
            <option key={category.code} value={category.code}>
              {category.label}
            </option>
          ))}
        </Form.Select>
      ))}
      {group('title', 'Title', (invalid) => <Form.Control {...register('title')} maxLength={120} {...invalid} />)}
      {group('description', 'Description', (invalid) => <Form.Control as="textarea" rows={6} maxLength={5000} {...register('description')} {...invalid} />, 'At least 20 characters: condition, age, what is included, how to pick it up.')}
      {group('price', 'Price in dollars (optional)', (invalid) => <Form.Control inputMode="decimal" {...register('price')} {...invalid} />, 'Leave blank for "Contact for price".')}
      <div className="row">
        <div className="col-md-5">{group('city', 'City', (invalid) => <Form.Control {...register('city')} maxLength={100} {...invalid} />)}</div>
        <div className="col-md-4">
          {group('state', 'State', (invalid) => (
            <Form.Select {...register('state')} {...invalid}>
              <option value="">Choose…</option>
              {Object.entries(REGIONS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Form.Select>
          ))}
        </div>
        <div className="col-md-3">{group('zip', 'ZIP', (invalid) => <Form.Control inputMode="numeric" maxLength={5} {...register('zip')} {...invalid} />)}</div>
      </div>
      <div className="row">
        <div className="col-md-6">{group('contactEmail', 'Contact email', (invalid) => <Form.Control type="email" {...register('contactEmail')} {...invalid} />)}</div>
        <div className="col-md-6">{group('contactPhone', 'Contact phone', (invalid) => <Form.Control type="tel" {...register('contactPhone')} {...invalid} />)}</div>
      </div>
      <p className="small text-body-secondary">Every listing is reviewed before it is shown, and again after each change. It stays up for 60 days; we email you a link to renew it.</p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : existing ? 'Save changes' : 'Save and add photos'}
      </Button>
    </Form>
  );
}

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
        {remove.isError ? (
          <FormErrorAlert message={remove.error instanceof ApiError ? remove.error.message : 'Something went wrong. Please try again.'} />
        ) : null}
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
      {renew.isError ? (
        <FormErrorAlert message={renew.error.message} />
      ) : null}
      <div role="status">{deletion.deleted ? <Alert variant="success">{deletion.deleted}</Alert> : null}</div>
      {mine.data && mine.data.length === 0 ? <p className="app-panel">You have no listings yet. Sell equipment, find an associate for your practice or rent out office space.</p> : null}
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
      setMessage({ kind: 'danger', text: caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.' });
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
          <Form.Group controlId="classified-photo-file" className="mb-3">
            <Form.Label>Add photos</Form.Label>
            <Form.Control ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif" multiple disabled={busy || photos.length >= CLASSIFIED_PHOTO_LIMIT} onChange={(event) => void upload(event as ChangeEvent<HTMLInputElement>)} />
          </Form.Group>
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
                    <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => void after(() => api.delete<Classified>(`${base}/${photo.id}`), 'Photo removed.')}>
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
