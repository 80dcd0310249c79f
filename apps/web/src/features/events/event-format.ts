import type { CommunityEvent } from '@chairside/domain/community-events';
import { formatTimeInZone } from '@chairside/domain/time-zones';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** 'Friday, April 17, 2026 · 8:30 AM CDT – 4:00 PM CDT', in the event's own zone (the same on server and browser). */
export function eventWhen(event: Pick<CommunityEvent, 'start' | 'end' | 'timeZone'>): string {
  const startDay = dayFormat(event.timeZone).format(new Date(event.start));
  const endDay = dayFormat(event.timeZone).format(new Date(event.end));
  const times = `${formatTimeInZone(event.start, event.timeZone)} – ${formatTimeInZone(event.end, event.timeZone)}`;
  return startDay === endDay ? `${startDay} · ${times}` : `${startDay} ${formatTimeInZone(event.start, event.timeZone)} – ${endDay} ${formatTimeInZone(event.end, event.timeZone)}`;
}

/** The month and day for the date badge: ['APR', '17']. */
export function eventBadge(event: Pick<CommunityEvent, 'start' | 'timeZone'>): [string, string] {
  const parts = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: event.timeZone }).formatToParts(new Date(event.start));
  return [(parts.find((part) => part.type === 'month')?.value ?? '').toUpperCase(), parts.find((part) => part.type === 'day')?.value ?? ''];
}

export const eventPlace = (event: Pick<CommunityEvent, 'isOnline' | 'venue' | 'city' | 'state'>) =>
  event.isOnline ? 'Online' : [event.venue, [event.city, event.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

/** schema.org Event for the event page. */
export function eventJsonLd(event: CommunityEvent, publicPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url: event.url ?? publicPath }
      : {
          '@type': 'Place',
          name: event.venue ?? undefined,
          address: { '@type': 'PostalAddress', addressLocality: event.city ?? undefined, addressRegion: event.state ?? undefined, postalCode: event.zip ?? undefined, addressCountry: 'US' },
        },
    url: publicPath,
    ...(event.url ? { sameAs: event.url } : {}),
  };
}
