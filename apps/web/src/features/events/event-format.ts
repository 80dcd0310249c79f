import type { CommunityEvent } from '@chairside/domain/community-events';
import { formatTimeInZone } from '@chairside/domain/time-zones';
import { formatDate } from '../../lib/dates';

/** 'Friday, April 17, 2026 · 8:30 AM CDT – 4:00 PM CDT', in the event's own zone (the same on server and browser). */
export function eventWhen(event: Pick<CommunityEvent, 'start' | 'end' | 'timeZone'>): string {
  const startDay = formatDate(event.start, 'fullWeekday', event.timeZone);
  const endDay = formatDate(event.end, 'fullWeekday', event.timeZone);
  const times = `${formatTimeInZone(event.start, event.timeZone)} – ${formatTimeInZone(event.end, event.timeZone)}`;
  return startDay === endDay
    ? `${startDay} · ${times}`
    : `${startDay} ${formatTimeInZone(event.start, event.timeZone)} – ${endDay} ${formatTimeInZone(event.end, event.timeZone)}`;
}

/** The month and day for the date badge: ['APR', '17']. */
export function eventBadge(event: Pick<CommunityEvent, 'start' | 'timeZone'>): [string, string] {
  const [month = '', day = ''] = formatDate(event.start, 'monthDay', event.timeZone).split(' ');
  return [month.toUpperCase(), day];
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
          address: {
            '@type': 'PostalAddress',
            addressLocality: event.city ?? undefined,
            addressRegion: event.state ?? undefined,
            postalCode: event.zip ?? undefined,
            addressCountry: 'US',
          },
        },
    url: publicPath,
    ...(event.url ? { sameAs: event.url } : {}),
  };
}
