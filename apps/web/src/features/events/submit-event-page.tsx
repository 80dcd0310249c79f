import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import type { CurrentUser } from '@chairside/domain/accounts';
import { EVENT_CATEGORIES, EVENT_TIME_ZONES, EventInputSchema, type CommunityEvent } from '@chairside/domain/community-events';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import { PageMeta } from '../../lib/page-meta';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput, DateTimeInput, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { useMyEvents, useSubmitEvent, useUpdateEvent } from './events-api';

const STATUS_LABELS: Record<CommunityEvent['status'], string> = { PENDING: 'Waiting for review', APPROVED: 'Published', REJECTED: 'Not approved' };

/** The form's fields as the inputs hold them (text), turned into the API's body and checked by its schema. */
const EventFormSchema = z
  .object({
    title: z.string(),
    category: z.string(),
    url: z.string(),
    isOnline: z.boolean(),
    venue: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    description: z.string(),
    ceCredits: z.string(),
  })
  .transform((values, context) => {
    const parsed = EventInputSchema.safeParse({ ...values, ceCredits: values.ceCredits.trim() === '' ? null : Number(values.ceCredits) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
type EventFormValues = z.input<typeof EventFormSchema>;

const EMPTY: EventFormValues = {
  title: '',
  category: '',
  url: '',
  isOnline: false,
  venue: '',
  city: '',
  state: '',
  zip: '',
  start: '',
  end: '',
  timeZone: 'America/New_York',
  description: '',
  ceCredits: '',
};

const valuesOf = (event: CommunityEvent): EventFormValues => ({
  title: event.title,
  category: event.category,
  url: event.url ?? '',
  isOnline: event.isOnline,
  venue: event.venue ?? '',
  city: event.city ?? '',
  state: event.state ?? '',
  zip: event.zip ?? '',
  start: event.startLocal,
  end: event.endLocal,
  timeZone: event.timeZone,
  description: event.description,
  ceCredits: event.ceCredits === null ? '' : String(event.ceCredits),
});

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((category) => ({ value: category.code, label: category.label }));
const STATE_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label }));
const ZONE_OPTIONS = EVENT_TIME_ZONES.map((zone) => ({ value: zone.zone, label: zone.label }));

function EventForm({ user, existing }: { user: CurrentUser; existing: CommunityEvent | null }) {
  const navigate = useNavigate();
  const submit = useSubmitEvent(user.username);
  const update = useUpdateEvent(existing?.id ?? 0);
  const form = useAppForm({
    schema: EventFormSchema,
    defaultValues: existing ? valuesOf(existing) : EMPTY,
    onSubmit: async (values) => {
      if (existing) await update.mutateAsync(values);
      else await submit.mutateAsync(values);
      navigate(`/app/events/new/?submitted=${Date.now()}`);
    },
  });
  const isOnline = form.watch('isOnline');

  return (
    <AppForm form={form} feedback="none" className="app-panel" aria-label={existing ? 'Edit event' : 'Submit an event'}>
      <FormFeedback saved={null} failure={form.failure} className="" />
      <TextInput id="event-title" name="title" label="Event title" maxLength={150} />
      <SelectInput id="event-category" name="category" label="Type of event" options={CATEGORY_OPTIONS} placeholder="Choose…" />
      <TextInput id="event-url" name="url" label="Event website (optional)" type="url" placeholder="https://" />
      <CheckboxInput id="event-isOnline" name="isOnline" label="This event is online (a webinar or live stream)" />
      {!isOnline ? (
        <div className="row">
          <div className="col-12">
            <TextInput id="event-venue" name="venue" label="Venue" maxLength={150} />
          </div>
          <div className="col-md-5">
            <TextInput id="event-city" name="city" label="City" maxLength={100} />
          </div>
          <div className="col-md-4">
            <SelectInput id="event-state" name="state" label="State" options={STATE_OPTIONS} placeholder="Choose…" />
          </div>
          <div className="col-md-3">
            <TextInput id="event-zip" name="zip" label="ZIP (optional)" inputMode="numeric" maxLength={5} />
          </div>
        </div>
      ) : null}
      <div className="row">
        <div className="col-md-4">
          <DateTimeInput id="event-start" name="start" label="Starts" />
        </div>
        <div className="col-md-4">
          <DateTimeInput id="event-end" name="end" label="Ends" />
        </div>
        <div className="col-md-4">
          <SelectInput id="event-timeZone" name="timeZone" label="Time zone" options={ZONE_OPTIONS} />
        </div>
      </div>
      <TextArea id="event-description" name="description" label="Description" rows={6} maxLength={5000} />
      <TextInput id="event-ceCredits" name="ceCredits" label="CE credits (optional)" inputMode="numeric" />
      <SubmitButton busyLabel="Sending…">{existing ? 'Save and send for review' : 'Submit event'}</SubmitButton>
    </AppForm>
  );
}

function MyEvents() {
  const mine = useMyEvents();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="my-events-title">
      <h2 className="h5" id="my-events-title">
        Your submitted events
      </h2>
      <ul className="list-group">
        {mine.data.map((event) => (
          <li key={event.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2" data-testid="my-event">
            <span>
              {event.status === 'APPROVED' ? <Link to={event.path}>{event.title}</Link> : event.title}
              <span className="d-block small text-body-secondary">
                {STATUS_LABELS[event.status]}
                {event.reviewNote ? ` · ${event.reviewNote}` : ''}
              </span>
            </span>
            <Link to={`/app/events/${event.id}/edit`} aria-label={`Edit ${event.title}`}>
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /app/events/new/: anyone signed in submits an event; it shows on the events pages once an administrator approves it. */
export function SubmitEventPage({ user }: { user: CurrentUser }) {
  const [search] = useSearchParams();
  const submitted = search.has('submitted');
  return (
    <section className="app-page" aria-labelledby="submit-event-title">
      <PageMeta title="Submit an event" noindex />
      <h1 className="app-page__title" id="submit-event-title">
        Submit an event
      </h1>
      <p className="app-page__subtitle">
        Conferences, CE courses, study clubs, webinars and career fairs for the dental community. We review each event before it is listed.
      </p>
      {submitted ? (
        <Alert variant="success" role="status">
          Thank you! Your event was sent for review. It will be listed once an administrator approves it.
        </Alert>
      ) : null}
      <EventForm key={search.get('submitted') ?? 'first'} user={user} existing={null} />
      <MyEvents />
    </section>
  );
}

/** /app/events/{id}/edit: the submitter edits their event (it goes back to review). */
export function EditEventPage({ user }: { user: CurrentUser }) {
  const { eventId } = useParams();
  const mine = useMyEvents();
  if (mine.isPending) return <p>Loading…</p>;
  const existing = mine.data?.find((event) => String(event.id) === eventId) ?? null;
  return (
    <section className="app-page" aria-labelledby="edit-event-title">
      <PageMeta title="Edit event" noindex />
      <h1 className="app-page__title" id="edit-event-title">
        Edit event
      </h1>
      {existing ? <EventForm user={user} existing={existing} /> : <p className="app-panel">That event was not found among your submissions.</p>}
    </section>
  );
}
