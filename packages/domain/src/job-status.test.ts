import { describe, expect, it } from 'vitest';
import {
  type JobDisplayStatus,
  type JobListFilters,
  type JobPostingSummary,
  type JobSort,
  type JobStatusFilter,
  type PostGroup,
  POSTING_DURATION_DAYS,
  adjustedExpireDate,
  displayStatus,
  filterJobPosts,
  formatAddress,
  groupPosts,
  isPostedWithin,
  matchesKeyword,
  matchesStatusFilter,
  postGroup,
  sortJobPosts,
} from './job-status';
import { JobStatusSchema } from './job-posting';

const job = (change: Partial<JobPostingSummary> = {}): JobPostingSummary => ({
  id: 4821,
  position: 'DH',
  name: 'Hygienist for a busy family practice',
  description: 'Four days a week, great team.',
  city: 'Boise',
  state: 'ID',
  zip: '83702',
  address: '100 Main St',
  address2: 'Suite 2',
  status: 'ACTIVE',
  postedDate: '2025-03-10T15:00:00.000Z',
  expiredDate: '2025-04-09T15:00:00.000Z',
  isExpired: false,
  isUnslotted: false,
  isActive: true,
  isPlanned: false,
  isBasic: false,
  isSubscription: false,
  slotId: null,
  urltitle: null,
  ...change,
});

type Flags = Partial<JobPostingSummary>;

it('a posting lasts 30 days', () => expect(POSTING_DURATION_DAYS).toBe(30));

it.each(['DRAFT', 'ACTIVE', 'BOOKED', 'CANCELED'])('JobStatusSchema accepts %s', (status) => {
  expect(JobStatusSchema.parse(status)).toBe(status);
});
it('JobStatusSchema rejects other values', () => expect(JobStatusSchema.safeParse('active').success).toBe(false));

describe('displayStatus (rules in order)', () => {
  it.each<[string, Flags, JobDisplayStatus | null]>([
    ['DRAFT', { status: 'DRAFT', isActive: false }, 'Draft'],
    ['DRAFT even when expired and unslotted', { status: 'DRAFT', isExpired: true, isUnslotted: true }, 'Draft'],
    ['BOOKED', { status: 'BOOKED' }, 'Filled'],
    ['BOOKED even when unslotted and expired', { status: 'BOOKED', isUnslotted: true, isExpired: true }, 'Filled'],
    ['CANCELED', { status: 'CANCELED', isActive: false }, 'Closed'],
    ['CANCELED and expired', { status: 'CANCELED', isExpired: true }, 'Closed'],
    ['ACTIVE but unslotted', { isUnslotted: true }, 'Closed'],
    ['ACTIVE, unslotted and expired', { isUnslotted: true, isExpired: true }, 'Closed'],
    ['ACTIVE and expired', { isExpired: true, isActive: false }, 'Expired'],
    ['ACTIVE, expired, still flagged active', { isExpired: true, isActive: true }, 'Expired'],
    ['ACTIVE and active', {}, 'Active'],
    ['ACTIVE but not active: no rule matches', { isActive: false }, null],
  ])('%s -> %s', (_name, flags, expected) => expect(displayStatus(job(flags))).toBe(expected));
});

describe('postGroup', () => {
  it.each<[string, Flags, PostGroup]>([
    ['expired', { isExpired: true }, 'expired'],
    ['unslotted', { isUnslotted: true }, 'expired'],
    ['booked', { status: 'BOOKED' }, 'closed-active'],
    ['canceled', { status: 'CANCELED' }, 'closed-active'],
    ['booked but expired', { status: 'BOOKED', isExpired: true }, 'expired'],
    ['canceled but unslotted', { status: 'CANCELED', isUnslotted: true }, 'expired'],
    ['active', {}, 'active'],
    ['active but unslotted', { isUnslotted: true }, 'expired'],
    ['draft with a position', { status: 'DRAFT' }, 'drafts'],
    ['draft without a position', { status: 'DRAFT', position: null }, 'credit'],
    ['draft with a blank position', { status: 'DRAFT', position: '  ' }, 'credit'],
    ['expired draft', { status: 'DRAFT', isExpired: true }, 'expired'],
  ])('%s -> %s', (_name, flags, expected) => expect(postGroup(job(flags))).toBe(expected));

  it('groupPosts puts each post in exactly one group, keeping order', () => {
    const posts = [
      job({ id: 1, isExpired: true }),
      job({ id: 2, status: 'BOOKED' }),
      job({ id: 3 }),
      job({ id: 4, status: 'DRAFT' }),
      job({ id: 5, status: 'DRAFT', position: null }),
      job({ id: 6 }),
      job({ id: 7, isUnslotted: true }),
    ];
    const ids = Object.fromEntries(Object.entries(groupPosts(posts)).map(([group, list]) => [group, list.map((p) => p.id)]));
    expect(ids).toEqual({ expired: [1, 7], 'closed-active': [2], active: [3, 6], drafts: [4], credit: [5] });
  });

  it('groupPosts of nothing gives empty groups', () => {
    expect(groupPosts([])).toEqual({ expired: [], 'closed-active': [], active: [], drafts: [], credit: [] });
  });
});

describe('matchesStatusFilter', () => {
  it.each<[JobStatusFilter | '' | null | undefined, Flags, boolean]>([
    ['Draft', { status: 'DRAFT' }, true],
    ['Draft', { status: 'DRAFT', position: null }, false],
    ['Draft', {}, false],
    ['Filled', { status: 'BOOKED' }, true],
    ['Filled', { status: 'BOOKED', isUnslotted: true }, true],
    ['Filled', {}, false],
    ['Closed', { status: 'CANCELED' }, true],
    ['Closed', { isUnslotted: true }, true],
    ['Closed', { status: 'DRAFT', isUnslotted: true }, true],
    ['Closed', { status: 'BOOKED', isUnslotted: true }, false],
    ['Closed', {}, false],
    ['Expired', { isExpired: true }, true],
    ['Expired', { isExpired: true, status: 'CANCELED' }, false],
    ['Expired', { isExpired: false }, false],
    ['Active', { isActive: true }, true],
    ['Active', { isActive: true, status: 'BOOKED' }, true],
    ['Active', { isActive: false }, false],
    ['', { status: 'CANCELED' }, true],
    [null, { status: 'DRAFT', position: null }, true],
    [undefined, {}, true],
  ])('%j with %j -> %s', (filter, flags, expected) => {
    expect(matchesStatusFilter(job(flags), filter)).toBe(expected);
  });
});

describe('matchesKeyword', () => {
  it.each<[string | null | undefined, Flags, boolean]>([
    ['4821', {}, true],
    ['482', {}, true],
    ['9999', {}, false],
    ['boise', {}, true],
    ['BOISE', {}, true],
    ['id', { name: null, description: null }, true],
    ['83702', {}, true],
    ['hygienist', {}, true],
    ['Dental Hygienist', {}, true],
    ['dentist', { position: 'DD' }, true],
    ['dental assistant', { position: 'DA' }, true],
    ['front office', { position: 'FO' }, true],
    ['lab tech', { position: 'LT' }, true],
    ['dental rep', { position: 'SR' }, true],
    ['dentist', { position: 'DH' }, false],
    ['professional', { position: 'XX' }, false],
    ['professional', { position: null }, false],
    ['busy family', {}, true],
    ['great team', {}, true],
    ['  great team  ', {}, true],
    ['temp', { isPlanned: true }, true],
    ['temp', { isPlanned: false }, false],
    ['basic', { isBasic: true }, true],
    ['basic', {}, false],
    ['premium', {}, true],
    ['PREMIUM', {}, true],
    ['premium', { isBasic: true }, false],
    ['premium', { isSubscription: true }, false],
    ['subscription', { isSubscription: true }, true],
    ['subscription', {}, false],
    ['orthodontist', {}, false],
    ['boise 83702', {}, false],
    ['', {}, true],
    ['   ', {}, true],
    [null, {}, true],
    [undefined, {}, true],
    ['x', { city: null, state: null, zip: null, name: null, description: null, position: null, id: 1 }, false],
  ])('%j with %j -> %s', (keyword, flags, expected) => {
    expect(matchesKeyword(job(flags), keyword)).toBe(expected);
  });
});

describe('isPostedWithin (exclusive, by day)', () => {
  it.each<[string | null, string | null | undefined, string | null | undefined, boolean]>([
    ['2025-03-10', '2025-03-01', '2025-03-31', true],
    ['2025-03-10T15:00:00.000Z', '2025-03-01', '2025-03-31', true],
    ['2025-03-01', '2025-03-01', '2025-03-31', false],
    ['2025-03-01T23:59:00Z', '2025-03-01', '2025-03-31', false],
    ['2025-03-31', '2025-03-01', '2025-03-31', false],
    ['2025-03-02', '2025-03-01', '2025-03-31', true],
    ['2025-03-30', '2025-03-01', '2025-03-31', true],
    ['2025-02-28', '2025-03-01', '2025-03-31', false],
    ['2025-04-01', '2025-03-01', '2025-03-31', false],
    ['2025-03-10', '2025-03-01', null, true],
    ['2025-02-10', '2025-03-01', null, false],
    ['2025-03-10', null, '2025-03-31', true],
    ['2025-04-10', '', '2025-03-31', false],
    ['2025-03-10', '2025-03-01T00:00:00Z', '2025-03-31T00:00:00Z', true],
    ['2025-03-10', '2025-03-10', '2025-03-11', false],
    ['2025-03-10', null, null, true],
    [null, null, undefined, true],
    [null, '2025-03-01', '2025-03-31', false],
    ['not a date', '2025-03-01', null, false],
    ['2025-03-10', 'garbage', '  ', true],
  ])('posted %j, range %j..%j -> %s', (postedDate, start, end, expected) => {
    expect(isPostedWithin({ postedDate }, start, end)).toBe(expected);
  });
});

describe('formatAddress', () => {
  it.each<[Flags, string]>([
    [{}, '100 Main St Suite 2, Boise ID, 83702'],
    [{ address2: null }, '100 Main St, Boise ID, 83702'],
    [{ address2: '  ' }, '100 Main St, Boise ID, 83702'],
    [{ address: null, address2: null }, 'Boise ID, 83702'],
    [{ address: null }, 'Suite 2, Boise ID, 83702'],
    [{ zip: null }, '100 Main St Suite 2, Boise ID'],
    [{ state: null }, '100 Main St Suite 2, Boise, 83702'],
    [{ city: '', state: '' }, '100 Main St Suite 2, 83702'],
    [{ address: ' 100 Main St ', city: ' Boise ' }, '100 Main St Suite 2, Boise ID, 83702'],
    [{ address: null, address2: null, city: null, state: null, zip: null }, ''],
  ])('%j -> %j', (flags, expected) => expect(formatAddress(job(flags))).toBe(expected));
});

describe('filterJobPosts', () => {
  const posts = [
    job({ id: 1, city: 'Boise', postedDate: '2025-03-05', isSubscription: true }),
    job({ id: 2, city: 'Nampa', postedDate: '2025-03-15', status: 'BOOKED', isActive: false }),
    job({ id: 3, city: 'Boise', postedDate: '2025-04-15', status: 'DRAFT', isActive: false }),
    job({ id: 4, city: 'Meridian', postedDate: '2025-03-20', address: null, address2: null, isSubscription: true }),
  ];
  it.each<[string, JobListFilters, number[]]>([
    ['no filters', {}, [1, 2, 3, 4]],
    ['blank values', { keyword: ' ', startDate: '', endDate: null, location: '', status: '' }, [1, 2, 3, 4]],
    ['keyword', { keyword: 'boise' }, [1, 3]],
    ['posted range', { startDate: '2025-03-05', endDate: '2025-04-15' }, [2, 4]],
    ['location', { location: '100 Main St Suite 2, Nampa ID, 83702' }, [2]],
    ['location without street', { location: 'Meridian ID, 83702' }, [4]],
    ['location must be equal, not contained', { location: 'Nampa ID' }, []],
    ['status', { status: 'Filled' }, [2]],
    ['subscription only', { subscriptionOnly: true }, [1, 4]],
    ['subscription only off', { subscriptionOnly: false }, [1, 2, 3, 4]],
    ['all combined', { keyword: 'ID', startDate: '2025-03-01', endDate: '2025-03-31', status: 'Active', subscriptionOnly: true }, [1, 4]],
  ])('%s', (_name, filters, ids) => {
    expect(filterJobPosts(posts, filters).map((p) => p.id)).toEqual(ids);
  });
});

describe('sortJobPosts', () => {
  const posts = [
    job({ id: 1, name: 'banana', expiredDate: '2025-04-01', postedDate: '2025-03-02' }),
    job({ id: 2, name: 'Apple', expiredDate: '2025-06-01T10:00:00Z', postedDate: '2025-05-02' }),
    job({ id: 3, name: 'cherry', expiredDate: null, postedDate: '2025-01-02' }),
    job({ id: 10, name: null, expiredDate: '2025-05-01', postedDate: null }),
    job({ id: 5, name: 'apple', expiredDate: '2025-04-01', position: null }),
    job({ id: 6, name: 'date', expiredDate: '2025-04-01', position: '' }),
  ];
  it.each<[string, JobSort | undefined, number[]]>([
    ['default: expiredDate descending, empties last, no-position posts dropped', undefined, [2, 10, 1, 3]],
    ['expiredDate ascending, empties still last', { order: 'asc' }, [1, 10, 2, 3]],
    ['postedDate descending', { key: 'postedDate' }, [2, 1, 3, 10]],
    ['id ascending (numeric)', { key: 'id', order: 'asc' }, [1, 2, 3, 10]],
    ['id descending', { key: 'id' }, [10, 3, 2, 1]],
    ['name ascending, case-insensitive', { key: 'name', order: 'asc' }, [2, 1, 3, 10]],
    ['name descending', { key: 'name', order: 'desc' }, [3, 1, 2, 10]],
  ])('%s', (_name, sort, ids) => {
    expect(sortJobPosts(posts, sort).map((p) => p.id)).toEqual(ids);
  });

  it('keeps input order for ties and does not change its input', () => {
    const tied = [job({ id: 3 }), job({ id: 1 }), job({ id: 2 })];
    const copy = [...tied];
    expect(sortJobPosts(tied).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(tied).toEqual(copy);
  });

  it('sorts zip codes numerically', () => {
    const zips = [job({ id: 1, zip: '9000' }), job({ id: 2, zip: '10000' })];
    expect(sortJobPosts(zips, { key: 'zip', order: 'asc' }).map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('adjustedExpireDate', () => {
  const subscription: Flags = { isSubscription: true, slotId: 7, expiredDate: '2025-04-09' };
  it.each<[string, Flags, string, string | null]>([
    ['slotted subscription post', subscription, '2025-03-10', '2026-03-10'],
    ['from a leap day', subscription, '2024-02-29', '2025-02-28'],
    ['at a year end', subscription, '2025-12-31', '2026-12-31'],
    ['not a subscription post', { ...subscription, isSubscription: false }, '2025-03-10', '2025-04-09'],
    ['unslotted', { ...subscription, isUnslotted: true }, '2025-03-10', '2025-04-09'],
    ['expired', { ...subscription, isExpired: true }, '2025-03-10', '2025-04-09'],
    ['no slot', { ...subscription, slotId: null }, '2025-03-10', '2025-04-09'],
    ['slot 0 means no slot', { ...subscription, slotId: 0 }, '2025-03-10', '2025-04-09'],
    ['no expiry and not renewed', { slotId: 7, expiredDate: null }, '2025-03-10', null],
  ])('%s', (_name, flags, today, expected) => {
    expect(adjustedExpireDate(job(flags), today)).toBe(expected);
  });

  it.each(['', '2025-3-10', '2025-02-30', '10/03/2025'])('rejects today = %j', (today) => {
    expect(() => adjustedExpireDate(job(subscription), today)).toThrow(RangeError);
  });
});
