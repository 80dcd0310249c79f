import { describe, expect, it } from 'vitest';
import { EventInputSchema, eventCategoryBySlug, eventPath, titleSlug } from './community-events';
import { ClassifiedInputSchema, classifiedCategoryBySlug, formatClassifiedPrice } from './classifieds';

const event = {
  title: 'Spring CE Day',
  category: 'CE',
  venue: 'Hall A',
  city: 'Austin',
  state: 'tx',
  start: '2026-04-17T08:30',
  end: '2026-04-17T16:00',
  timeZone: 'America/Chicago',
  description: 'Courses all day.',
};

describe('events and classifieds rules', () => {
  it.each([
    ['Spring CE Day & Expo', 'spring-ce-day-and-expo'],
    ['  Café Études: Implants!  ', 'cafe-etudes-implants'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['!!!', 'listing'],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('slug of %j is %s', (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it('builds event paths and finds categories by slug', () => {
    expect(eventPath(12, 'Spring CE Day')).toBe('/dental-jobs/events/12/spring-ce-day/');
    expect(eventCategoryBySlug('continuing-education')?.code).toBe('CE');
    expect(eventCategoryBySlug('CE')).toBeNull();
    expect(classifiedCategoryBySlug('practices-for-sale')?.code).toBe('PRACTICE_FOR_SALE');
  });

  it.each([
    [{}, null],
    [{ isOnline: true, venue: '', city: '', state: '' }, null],
    [{ venue: '' }, 'venue'],
    [{ city: '' }, 'city'],
    [{ state: '' }, 'state'],
    [{ end: '2026-04-17T08:00' }, 'end'],
    [{ url: 'javascript:alert(1)' }, 'url'],
    [{ url: 'https://localhost' }, 'url'],
    [{ timeZone: 'Europe/Paris' }, 'timeZone'],
    [{ start: '2026-04-17 08:30' }, 'start'],
  ])('event input %j: problem at %s', (overrides, field) => {
    const parsed = EventInputSchema.safeParse({ ...event, ...overrides });
    expect(parsed.success ? null : parsed.error.issues[0]?.path[0]).toBe(field);
  });

  it.each([
    [null, 'Contact for price'],
    [0, '$0'],
    [125000, '$1,250'],
    [125050, '$1,250.50'],
  ])('price %s shows as %s', (cents, text) => {
    expect(formatClassifiedPrice(cents)).toBe(text);
  });

  it('keeps classified text as typed, blank optional fields as null', () => {
    const parsed = ClassifiedInputSchema.parse({
      category: 'OTHER',
      title: ' <b>Chair</b> ',
      description: 'A chair in good condition, pickup only.',
      city: '',
      contactEmail: 'A@B.CO',
    });
    expect(parsed).toMatchObject({ title: '<b>Chair</b>', city: null, contactEmail: 'a@b.co', priceCents: null });
  });
});
