import { describe, expect, it } from 'vitest';
import { alertDecision, alertResultsPath, alertTypeOf, describeAlert, isQuietHour, localHour, type AlertPace } from './job-alert-rules';
import { JobAlertInputSchema } from './job-alerts';

const CHICAGO = 'America/Chicago';
const base: AlertPace = { frequency: 'DAILY', isPaused: false, lastSentAt: null, timeZone: CHICAGO, earlyNotice: false };
const at = (iso: string) => new Date(iso);
const hoursBefore = (iso: string, hours: number) => new Date(at(iso).getTime() - hours * 3_600_000);

// 2026-11-24 is in Central Standard Time (UTC-6): 15:00Z is 9 am in Chicago.
const NINE_AM = '2026-11-24T15:00:00.000Z';

describe('alertDecision', () => {
  it.each<[string, Partial<AlertPace>, string, string]>([
    ['a new daily alert in the day', {}, NINE_AM, 'DUE'],
    ['paused wins over everything', { isPaused: true }, NINE_AM, 'PAUSED'],
    ['8:59 pm local: still allowed', {}, '2026-11-25T02:59:00.000Z', 'DUE'],
    ['9:00 pm local: quiet', {}, '2026-11-25T03:00:00.000Z', 'QUIET_HOURS'],
    ['midnight local: quiet', {}, '2026-11-25T06:00:00.000Z', 'QUIET_HOURS'],
    ['6:59 am local: quiet', {}, '2026-11-24T12:59:00.000Z', 'QUIET_HOURS'],
    ['7:00 am local: allowed', {}, '2026-11-24T13:00:00.000Z', 'DUE'],
    ['quiet hours apply to early notice too', { frequency: 'INSTANT', earlyNotice: true }, '2026-11-25T04:00:00.000Z', 'QUIET_HOURS'],
    ['the zone decides: 9 am in Chicago is 7 am in Los Angeles', { timeZone: 'America/Los_Angeles' }, NINE_AM, 'DUE'],
    ['the zone decides: 9 am in Chicago is 6 am in Anchorage', { timeZone: 'America/Anchorage' }, NINE_AM, 'QUIET_HOURS'],
    ['the zone decides: 9 am in Chicago is 10 am in New York', { timeZone: 'America/New_York' }, NINE_AM, 'DUE'],
    ['daily: 22 hours after the last email, not yet', { lastSentAt: hoursBefore(NINE_AM, 22) }, NINE_AM, 'NOT_YET'],
    ['daily: 23 hours after, due', { lastSentAt: hoursBefore(NINE_AM, 23) }, NINE_AM, 'DUE'],
    ['daily with early notice stays daily', { lastSentAt: hoursBefore(NINE_AM, 2), earlyNotice: true }, NINE_AM, 'NOT_YET'],
    ['at once: 30 minutes after, not yet', { frequency: 'INSTANT', lastSentAt: hoursBefore(NINE_AM, 0.5) }, NINE_AM, 'NOT_YET'],
    ['at once: an hour after, due', { frequency: 'INSTANT', lastSentAt: hoursBefore(NINE_AM, 1) }, NINE_AM, 'DUE'],
    ['at once with early notice: every pass', { frequency: 'INSTANT', earlyNotice: true, lastSentAt: hoursBefore(NINE_AM, 0.05) }, NINE_AM, 'DUE'],
    ['at once, never sent: due', { frequency: 'INSTANT' }, NINE_AM, 'DUE'],
  ])('%s', (_name, overrides, now, expected) => {
    expect(alertDecision({ ...base, ...overrides }, at(now))).toBe(expected);
  });

  it('follows daylight saving time: 9 pm in Chicago is 02:00Z in summer and 03:00Z in winter', () => {
    expect(isQuietHour(at('2026-07-01T02:00:00.000Z'), CHICAGO)).toBe(true);
    expect(isQuietHour(at('2026-12-01T02:00:00.000Z'), CHICAGO)).toBe(false);
    expect(localHour(at('2026-07-01T02:00:00.000Z'), CHICAGO)).toBe(21);
    expect(localHour(at('2026-12-01T06:30:00.000Z'), CHICAGO)).toBe(0);
  });
});

describe('describeAlert and alertTypeOf', () => {
  it.each([
    [
      { position: 'DH', zip: '60614', radius: 30, type: 'PERM' as const, keyword: 'pediatric' },
      'Dental Hygienist (RDH) jobs within 30 miles of 60614, Permanent, matching "pediatric"',
    ],
    [{ position: 'ANY', zip: null, radius: 101, type: 'ANY' as const, keyword: null }, 'Dental jobs anywhere (national postings)'],
    [
      { position: 'DA', zip: '10001', radius: 10, type: 'TEMP' as const, keyword: null },
      'Dental Assistant (DA, RDA, EFDA) jobs within 10 miles of 10001, Temp',
    ],
  ])('%j', (criteria, words) => expect(describeAlert(criteria)).toBe(words));

  it.each([
    [undefined, 'ANY'],
    ['', 'ANY'],
    ['perm', 'PERM'],
    ['PLANNED', 'TEMP'],
    ['TEMP', 'TEMP'],
    ['FULL', null],
  ])('%s → %s', (type, expected) => expect(alertTypeOf(type)).toBe(expected));
});

describe('JobAlertInputSchema', () => {
  const fieldOf = (body: unknown) => {
    const parsed = JobAlertInputSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.path.join('.');
  };
  it.each<[unknown, string | null]>([
    [{ position: 'dh', zip: '60614-1234', radius: 30 }, null],
    [{ position: 'ANY', radius: 101 }, null],
    [{ position: 'DH', radius: 30 }, 'zip'],
    [{ position: 'XX', zip: '60614', radius: 30 }, 'position'],
    [{ position: 'DH', zip: '60614', radius: 33 }, 'radius'],
    [{ position: 'DH', zip: '60614', radius: '30' }, 'radius'],
    [{ position: 'DH', zip: "'; drop table jobs; --", radius: 30 }, 'zip'],
    [{ position: 'DH', zip: '60614', radius: 30, type: 'FULL' }, 'type'],
    [{ position: 'DH', zip: '60614', radius: 30, keyword: 'x'.repeat(201) }, 'keyword'],
    [{ position: 'DH', zip: '60614', radius: 30, keyword: 'a\u0000b' }, 'keyword'],
    [{ position: 'DH', zip: '60614', radius: 30, frequency: 'WEEKLY' }, 'frequency'],
    [{ position: 'DH', zip: '60614', radius: 30, admin: true }, ''],
  ])('%j → %s', (body, field) => expect(fieldOf(body)).toBe(field));

  it('normalises what it accepts', () => {
    expect(JobAlertInputSchema.parse({ position: 'all', zip: ' m5v 3l9 ', radius: 20, type: 'PLANNED', keyword: '  chair   side ' })).toEqual({
      position: 'ANY',
      zip: 'M5V',
      radius: 20,
      type: 'TEMP',
      keyword: 'chair side',
    });
  });
});

describe('alertResultsPath', () => {
  it.each<[string, Parameters<typeof alertResultsPath>[0], string]>([
    ['a local alert', { position: 'DH', zip: '60614', radius: 30, type: 'ANY', keyword: null }, '/app/search-jobs/DH/60614?radius=30'],
    [
      'any position, permanent, with a keyword',
      { position: 'ANY', zip: '78701', radius: 50, type: 'PERM', keyword: 'pediatric ortho' },
      '/app/search-jobs/ANY/78701?radius=50&keyword=pediatric+ortho&type=PERM',
    ],
    [
      'temp is the PLANNED search',
      { position: 'DA', zip: '10001', radius: 10, type: 'TEMP', keyword: null },
      '/app/search-jobs/DA/10001?radius=10&type=PLANNED',
    ],
    ['national without a ZIP', { position: 'DD', zip: null, radius: 101, type: 'ANY', keyword: null }, '/app/search-jobs/DD?category=NATIONAL&radius=101'],
    [
      'national with a ZIP keeps it',
      { position: 'DH', zip: '60614', radius: 101, type: 'ANY', keyword: null },
      '/app/search-jobs/DH/60614?category=NATIONAL&radius=101',
    ],
    [
      'a keyword is encoded',
      { position: 'DH', zip: '60614', radius: 30, type: 'ANY', keyword: 'a&b=c' },
      '/app/search-jobs/DH/60614?radius=30&keyword=a%26b%3Dc',
    ],
  ])('%s', (_name, alert, expected) => {
    expect(alertResultsPath(alert)).toBe(expected);
  });
});
