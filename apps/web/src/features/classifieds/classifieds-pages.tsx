import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  ALL_CLASSIFIEDS_SLUG,
  CLASSIFIED_CATEGORIES,
  CLASSIFIED_FLAG_REASON_MAX,
  MY_CLASSIFIEDS_PATH,
  classifiedCategoryByCode,
  classifiedCategoryBySlug,
  classifiedsListPath,
  formatClassifiedPrice,
  type Classified,
} from '@chairside/domain/classifieds';
import { api, ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { useClassifiedsList, usePublicClassified } from './classifieds-api';

const place = (listing: Pick<Classified, 'city' | 'state'>) => [listing.city, listing.state].filter(Boolean).join(', ');

function CategoryNav({ current }: { current: string }) {
  const categories = [{ slug: ALL_CLASSIFIEDS_SLUG, label: 'All classifieds' }, ...CLASSIFIED_CATEGORIES];
  return (
    <nav aria-label="Classified categories" className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        {categories.map((category) => (
          <li className="nav-item" key={category.slug}>
            <Link
              to={classifiedsListPath(category.slug)}
              className={`nav-link${current === category.slug ? ' active' : ''}`}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ListingCard({ listing }: { listing: Classified }) {
  const photo = listing.photos[0];
  return (
    <li className="col" data-testid="classified-card">
      <article className="card h-100">
        {photo ? <img src={photo.thumbnailUrl} alt="" width={400} height={300} className="card-img-top object-fit-cover" loading="lazy" /> : null}
        <div className="card-body">
          <h2 className="h5 card-title">
            <Link to={listing.path} className="stretched-link">
              {listing.title}
            </Link>
          </h2>
          <p className="fw-semibold mb-1">{formatClassifiedPrice(listing.priceCents)}</p>
          <p className="mb-0 small text-body-secondary">{[listing.categoryLabel, place(listing)].filter(Boolean).join(' · ')}</p>
        </div>
      </article>
    </li>
  );
}

/** /dental-jobs/classifieds-list/{category}/ (and /all/): live listings, newest first. */
export function ClassifiedsListPage() {
  const { category: slug = '' } = useParams();
  const [search] = useSearchParams();
  const category = slug === ALL_CLASSIFIEDS_SLUG ? null : classifiedCategoryBySlug(slug);
  const pageValue = search.get('page');
  const page = pageValue === null ? 1 : /^[1-9]\d{0,2}$/.test(pageValue) ? Number(pageValue) : null;
  const valid = (slug === ALL_CLASSIFIEDS_SLUG || category !== null) && page !== null;
  const list = useClassifiedsList(category?.code ?? null, page ?? 1);
  if (!valid) return <NotFoundPage />;
  if (list.isPending) return <PageLoading label="Loading classifieds…" />;
  if (list.isError || !list.data) return <ServerErrorPage onRetry={() => void list.refetch()} />;
  const basePath = classifiedsListPath(slug);
  const title = category ? `Dental Classifieds: ${category.label}` : 'Dental Classifieds';
  const { classifieds, pages } = list.data;
  return (
    <section className="container-xl py-4" aria-labelledby="classifieds-title">
      <PageMeta
        title={title}
        description="Dental equipment, practices for sale, office space and services from the Chairside community."
        canonicalPath={page && page > 1 ? `${basePath}?page=${page}` : basePath}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: classifieds.map((listing, index) => ({ '@type': 'ListItem', position: index + 1, url: listing.path, name: listing.title })),
        }}
      />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 id="classifieds-title">{title}</h1>
          <p className="lead mb-0">Equipment, practices, office space and services from dental professionals.</p>
        </div>
        <Link to={`${MY_CLASSIFIEDS_PATH}/new`} className="btn btn-primary">
          Post a classified
        </Link>
      </div>
      <CategoryNav current={slug} />
      {classifieds.length === 0 ? (
        <p className="border rounded p-3">No listings here yet. Have something to offer? Post a classified: we list it once it is reviewed.</p>
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
          {classifieds.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Classified pages" className="mt-3">
          <ul className="pagination flex-wrap">
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number} className={`page-item${number === (page ?? 1) ? ' active' : ''}`}>
                <Link
                  className="page-link"
                  to={number > 1 ? `${basePath}?page=${number}` : basePath}
                  aria-current={number === (page ?? 1) ? 'page' : undefined}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

type ReportState = 'closed' | 'open' | 'sending' | 'sent';

/** 'Report this listing': signed-in readers send a reason to the administrators. */
function ReportListing({ listingId }: { listingId: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const [state, setState] = useState<ReportState>('closed');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user) {
    return (
      <p className="small mt-4">
        See something wrong? <Link to={loginPathFor(location.pathname)}>Sign in to report this listing</Link>.
      </p>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Tell us what is wrong with this listing.');
      return;
    }
    setState('sending');
    setError(null);
    try {
      await api.put(`/classifieds/${listingId}/flag`, { reason: reason.trim() });
      setState('sent');
    } catch (caught) {
      setState('open');
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
    }
  }
  if (state === 'sent')
    return (
      <p className="mt-4" role="status">
        Thank you. An administrator will look at this listing.
      </p>
    );
  if (state === 'closed')
    return (
      <button type="button" className="btn btn-link px-0 mt-4" onClick={() => setState('open')}>
        Report this listing
      </button>
    );
  return (
    <form className="mt-4 border rounded p-3" onSubmit={(event) => void submit(event)} aria-label="Report this listing" noValidate>
      <label htmlFor="classified-report-reason" className="form-label">
        What is wrong with this listing?
      </label>
      <textarea
        id="classified-report-reason"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={CLASSIFIED_FLAG_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'classified-report-error' : undefined}
      />
      {error ? (
        <div className="invalid-feedback" id="classified-report-error">
          {error}
        </div>
      ) : null}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-outline-danger" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="btn btn-link" onClick={() => setState('closed')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The single listing: photos in the owner's order, price, place, description and how to reach the seller. */
export function ClassifiedPage() {
  const { listingId = '' } = useParams();
  const query = usePublicClassified(listingId);
  const zone = useReaderTimeZone();
  if (query.isPending) return <PageLoading label="Loading the listing…" />;
  if (query.isError) return <ServerErrorPage onRetry={() => void query.refetch()} />;
  const listing = query.data;
  if (!listing) return <NotFoundPage />;
  const category = classifiedCategoryByCode(listing.category);
  return (
    <article className="container-xl py-4" aria-labelledby="classified-title">
      <PageMeta
        title={listing.title}
        description={listing.description.slice(0, 160)}
        canonicalPath={listing.path}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: listing.title,
          description: listing.description,
          ...(listing.photos.length > 0 ? { image: listing.photos.map((photo) => photo.url) } : {}),
          ...(listing.priceCents !== null
            ? {
                offers: {
                  '@type': 'Offer',
                  price: (listing.priceCents / 100).toFixed(2),
                  priceCurrency: 'USD',
                  availability: 'https://schema.org/InStock',
                  url: listing.path,
                },
              }
            : {}),
        }}
      />
      <Breadcrumbs
        className="mb-3"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Classifieds', path: classifiedsListPath(ALL_CLASSIFIEDS_SLUG) },
          ...(category ? [{ name: category.label, path: classifiedsListPath(category.slug) }] : []),
          { name: listing.title, path: listing.path },
        ]}
      />
      <div className="row g-4">
        <div className="col-lg-7">
          <h1 id="classified-title" className="text-break">
            {listing.title}
          </h1>
          <p className="fs-4 fw-semibold">{formatClassifiedPrice(listing.priceCents)}</p>
          {listing.photos.length > 0 ? (
            <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-2" aria-label="Photos">
              {listing.photos.map((photo, index) => (
                <li key={photo.id} className="col">
                  <a href={photo.url}>
                    <img
                      src={photo.thumbnailUrl}
                      alt={`Photo ${index + 1} of ${listing.photos.length}`}
                      width={400}
                      height={300}
                      className="img-fluid rounded"
                      loading={index === 0 ? 'eager' : 'lazy'}
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h2 className="h4 mt-3">Description</h2>
          {listing.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="text-break">
              {paragraph}
            </p>
          ))}
        </div>
        <aside className="col-lg-5" aria-labelledby="classified-contact-title">
          <div className="border rounded p-3">
            <h2 className="h5" id="classified-contact-title">
              Contact the seller
            </h2>
            {place(listing) ? <p className="mb-2">Location: {[place(listing), listing.zip].filter(Boolean).join(' ')}</p> : null}
            {listing.contactEmail ? (
              <p className="mb-2 text-break">
                Email: <a href={`mailto:${listing.contactEmail}?subject=${encodeURIComponent(listing.title)}`}>{listing.contactEmail}</a>
              </p>
            ) : null}
            {listing.contactPhone ? (
              <p className="mb-2">
                Phone: <a href={`tel:${listing.contactPhone.replace(/[^0-9+]/g, '')}`}>{listing.contactPhone}</a>
              </p>
            ) : null}
            {!listing.contactEmail && !listing.contactPhone ? <p className="mb-0">The seller left no contact details.</p> : null}
            <p className="small text-body-secondary mb-0 mt-2">Listed {formatDate(listing.approvedAt, 'long', zone)}</p>
          </div>
          <ReportListing listingId={listing.id} />
        </aside>
      </div>
    </article>
  );
}
