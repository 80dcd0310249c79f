import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { EVENT_CATEGORIES, EVENT_TIME_ZONES, EventInputSchema, type CommunityEvent } from '@chairside/domain/community-events';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { useMyEvents, useSubmitEvent, useUpdateEvent } from './events-api';
import { FormErrorAlert } from '../../components/form-error-alert';

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
type EventFormOutput = z.output<typeof EventFormSchema>;
const FIELDS = ['title', 'category', 'url', 'isOnline', 'venue', 'city', 'state', 'zip', 'start', 'end', 'timeZone', 'description', 'ceCredits'] as const;

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

function EventForm({ user, existing }: { user: CurrentUser; existing: CommunityEvent | null }) {
  const navigate = useNavigate();
  const submit = useSubmitEvent(user.username);
  const update = useUpdateEvent(existing?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EventFormValues, unknown, EventFormOutput>({ resolver: zodResolver(EventFormSchema), defaultValues: existing ? valuesOf(existing) : EMPTY });
  const { register, handleSubmit, setError, formState, watch } = form;
  const isOnline = watch('isOnline');
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (existing) await update.mutateAsync(values);
      else await submit.mutateAsync(values);
      navigate(`/app/events/new/?submitted=${Date.now()}`);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const fields = Object.entries(caught.fields).filter(([field]) => (FIELDS as readonly string[]).includes(field));
        for (const [field, message] of fields) setError(field as FieldPath<EventFormValues>, { type: 'server', message }, { shouldFocus: true });
        if (fields.length === 0) setFailure(caught.message);
      } else setFailure('Something went wrong. Please try again.');
    }
  });

  const field = (name: (typeof FIELDS)[number], label: string, control: ReactNode, hint?: string) => (
    <Form.Group className="mb-3" controlId={`event-${name}`}>
      <Form.Label>{label}</Form.Label>
      {control}
      {hint ? (
        <Form.Text id={`event-${name}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error(name) ? (
        <Form.Control.Feedback type="invalid" id={`event-${name}-error`} className="d-block">
          {error(name)}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
  const describedBy = (name: (typeof FIELDS)[number], hint = false) => [hint ? `event-${name}-hint` : '', error(name) ? `event-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = (name: (typeof FIELDS)[number]) => ({ isInvalid: Boolean(error(name)), 'aria-invalid': error(name) ? true : undefined, 'aria-describedby': describedBy(name) });

  return (
    <Form noValidate onSubmit={onSubmit} className="app-panel" aria-label={existing ? 'Edit event' : 'Submit an event'}>
      {failure ? (
        <FormErrorAlert message={failure} />
      ) : null}
      {field('title', 'Event title', <Form.Control {...register('title')} maxLength={150} {...invalid('title')} />)}
      {field(
        'category',
        'Type of event',
        <Form.Select {...register('category')} {...invalid('category')}>
          <option value="">Choose…</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category.code} value={category.code}>
              {category.label}
            </option>
          ))}
        </Form.Select>,
      )}
      {field('url', 'Event website (optional)', <Form.Control type="url" placeholder="https://" {...register('url')} {...invalid('url')} />)}
      <Form.Check className="mb-3" id="event-isOnline" label="This event is online (a webinar or live stream)" {...register('isOnline')} />
      {!isOnline ? (
        <div className="row">
          <div className="col-12">{field('venue', 'Venue', <Form.Control {...register('venue')} maxLength={150} {...invalid('venue')} />)}</div>
          <div className="col-md-5">{field('city', 'City', <Form.Control {...register('city')} maxLength={100} {...invalid('city')} />)}</div>
          <div className="col-md-4">
            {field(
              'state',
              'State',
              <Form.Select {...register('state')} {...invalid('state')}>
                <option value="">Choose…</option>
                {Object.entries(REGIONS).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </Form.Select>,
            )}
          </div>
          <div className="col-md-3">{field('zip', 'ZIP (optional)', <Form.Control inputMode="numeric" maxLength={5} {...register('zip')} {...invalid('zip')} />)}</div>
        </div>
      ) : null}
      <div className="row">
        <div className="col-md-4">{field('start', 'Starts', <Form.Control type="datetime-local" {...register('start')} {...invalid('start')} />)}</div>
        <div className="col-md-4">{field('end', 'Ends', <Form.Control type="datetime-local" {...register('end')} {...invalid('end')} />)}</div>
        <div className="col-md-4">
          {field(
            'timeZone',
            'Time zone',
            <Form.Select {...register('timeZone')} {...invalid('timeZone')}>
              {EVENT_TIME_ZONES.map((zone) => (
                <option key={zone.zone} value={zone.zone}>
                  {zone.label}
                </option>
              ))}
            </Form.Select>,
          )}
        </div>
      </div>
      {field('description', 'Description', <Form.Control as="textarea" rows={6} maxLength={5000} {...register('description')} {...invalid('description')} />)}
      {field('ceCredits', 'CE credits (optional)', <Form.Control inputMode="numeric" {...register('ceCredits')} {...invalid('ceCredits')} />)}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : existing ? 'Save and send for review' : 'Submit event'}
      </Button>
    </Form>
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
      <p className="app-page__subtitle">Conferences, CE courses, study clubs, webinars and career fairs for the dental community. We review each event before it is listed.</p>
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
