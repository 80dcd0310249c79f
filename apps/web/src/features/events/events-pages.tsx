import { Link, useParams, useSearchParams } from 'react-router';
import {
  EVENT_CATEGORIES,
  EVENTS_PATH,
  eventCategoryByCode,
  eventCategoryBySlug,
  eventCategoryPath,
  type CommunityEvent,
} from '@chairside/domain/community-events';
import { PageMeta } from '../../lib/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { eventCalendarUrl, useEvent, useEventsList } from './events-api';
import { eventBadge, eventJsonLd, eventPlace, eventWhen } from './event-format';

export const SUBMIT_EVENT_PATH = '/app/events/new/';

/** The page number of ?page= (1 when absent or not a page). */
export function pageOf(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null;
}

function CategoryNav({ current }: { current: string | null }) {
  return (
    <nav aria-label="Event categories" className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        <li className="nav-item">
          <Link to={EVENTS_PATH} className={`nav-link${current === null ? ' active' : ''}`} aria-current={current === null ? 'page' : undefined}>
            All events
          </Link>
        </li>
        {EVENT_CATEGORIES.map((category) => (
          <li className="nav-item" key={category.code}>
            <Link
              to={eventCategoryPath(category.slug)}
              className={`nav-link${current === category.code ? ' active' : ''}`}
              aria-current={current === category.code ? 'page' : undefined}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EventCard({ event }: { event: CommunityEvent }) {
  const [month, day] = eventBadge(event);
  return (
    <li className="card mb-3" data-testid="event-card">
      <div className="card-body d-flex gap-3">
        <div className="text-center border rounded px-2 py-1 flex-shrink-0 align-self-start" aria-hidden="true">
          <div className="small fw-semibold text-primary-emphasis">{month}</div>
          <div className="fs-4 fw-bold lh-1">{day}</div>
        </div>
        <div className="flex-grow-1 min-w-0">
          <h2 className="h5 mb-1">
            <Link to={event.path}>{event.title}</Link>
          </h2>
          <p className="mb-1 text-body-secondary">{eventWhen(event)}</p>
          <p className="mb-1">{eventPlace(event)}</p>
          <p className="mb-0 small">
            <span className="badge text-bg-light border me-2">{event.categoryLabel}</span>
            {event.ceCredits !== null ? <span className="badge text-bg-success">{event.ceCredits} CE credits</span> : null}
          </p>
        </div>
      </div>
    </li>
  );
}

/** /dental-jobs/events/ and /dental-jobs/events/category/{category}/: approved events not yet over, soonest first. */
export function EventsListPage() {
  const { category: slug } = useParams();
  const [search] = useSearchParams();
  const category = slug === undefined ? null : eventCategoryBySlug(slug);
  const page = pageOf(search.get('page'));
  const valid = (slug === undefined || category !== null) && page !== null;
  const list = useEventsList(category?.code ?? null, page ?? 1);
  if (!valid) return <NotFoundPage />;
  if (list.isPending) return <PageLoading label="Loading events…" />;
  if (list.isError || !list.data) return <ServerErrorPage onRetry={() => void list.refetch()} />;
  const basePath = category ? eventCategoryPath(category.slug) : EVENTS_PATH;
  const title = category ? `${category.label}: Dental Events` : "Dental Industry Events & CE's";
  const { events, pages } = list.data;
  return (
    <section className="container-xl py-4" aria-labelledby="events-title">
      <PageMeta
        title={title}
        description={
          category
            ? `Upcoming dental ${category.label.toLowerCase()} listed on Chairside.`
            : "Conferences, study clubs, webinars and CE's for dental professionals and practices."
        }
        canonicalPath={page && page > 1 ? `${basePath}?page=${page}` : basePath}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: events.map((event, index) => ({ '@type': 'ListItem', position: index + 1, url: event.path, name: event.title })),
        }}
      />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 id="events-title">{title}</h1>
          <p className="lead mb-0">Meet colleagues, earn CE credits and keep up with dentistry.</p>
        </div>
        <Link to={SUBMIT_EVENT_PATH} className="btn btn-primary">
          Submit an event
        </Link>
      </div>
      <CategoryNav current={category?.code ?? null} />
      {events.length === 0 ? (
        <p className="border rounded p-3">No upcoming events here yet. Know of one? Submit it and we will list it once it is reviewed.</p>
      ) : (
        <ul className="list-unstyled">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Event pages">
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

/** The event page: details in the event's own time zone, Event markup, add to calendar (.ics). */
export function EventPage() {
  const { eventId = '' } = useParams();
  const query = useEvent(eventId);
  if (query.isPending) return <PageLoading label="Loading the event…" />;
  if (query.isError) return <ServerErrorPage onRetry={() => void query.refetch()} />;
  const event = query.data;
  if (!event) return <NotFoundPage />;
  const category = eventCategoryByCode(event.category);
  const paragraphs = event.description.split(/\n{2,}/);
  return (
    <article className="container-xl py-4" aria-labelledby="event-title">
      <PageMeta title={event.title} description={event.description.slice(0, 160)} canonicalPath={event.path} jsonLd={eventJsonLd(event, event.path)} />
      <Breadcrumbs
        className="mb-3"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Events', path: EVENTS_PATH },
          ...(category ? [{ name: category.label, path: eventCategoryPath(category.slug) }] : []),
          { name: event.title, path: event.path },
        ]}
      />
      <h1 id="event-title">{event.title}</h1>
      <dl className="row mt-3">
        <dt className="col-sm-3">When</dt>
        <dd className="col-sm-9">{eventWhen(event)}</dd>
        <dt className="col-sm-3">Where</dt>
        <dd className="col-sm-9">
          {eventPlace(event)}
          {!event.isOnline && event.zip ? ` ${event.zip}` : ''}
        </dd>
        <dt className="col-sm-3">Type</dt>
        <dd className="col-sm-9">{event.categoryLabel}</dd>
        {event.ceCredits !== null ? (
          <>
            <dt className="col-sm-3">CE credits</dt>
            <dd className="col-sm-9">{event.ceCredits}</dd>
          </>
        ) : null}
      </dl>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <a className="btn btn-primary" href={eventCalendarUrl(event.id)} download>
          Add to calendar (.ics)
        </a>
        {event.url ? (
          <a className="btn btn-outline-primary" href={event.url} rel="noopener noreferrer nofollow" target="_blank">
            Event website<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <h2 className="h4">About this event</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="text-break">
          {paragraph}
        </p>
      ))}
      <p className="mt-4">
        <Link to={SUBMIT_EVENT_PATH}>Submit your own event</Link>
      </p>
    </article>
  );
}
