import { describe, expect, it } from 'vitest';
import {
  announcementRoleOf,
  bannerTextColour,
  formatPromotionExpiry,
  markPromotionViewed,
  parseViewedPromotions,
  pickAnnouncement,
  promotionAutoExpands,
  promotionPlacement,
  promotionViewer,
  shouldShowPromotion,
  type PromotionPlacement,
  type PromotionVisibilityInput,
} from './promotion-rules';

const base: PromotionVisibilityInput = { role: null, hasPromotion: true, discountApplied: false, discountCodeInUrl: false, windowWidth: 1280 };

describe('shouldShowPromotion', () => {
  it.each<[string, Partial<PromotionVisibilityInput>, boolean]>([
    ['a signed-out visitor on a wide window', {}, true],
    ['an employer', { role: 'employer' }, true],
    ['an administrator', { role: 'admin' }, true],
    ['a job seeker (staff)', { role: 'staff' }, false],
    ['no live promotion', { hasPromotion: false }, false],
    ['a discount already applied', { role: 'employer', discountApplied: true }, false],
    ['a discountCode in the URL', { discountCodeInUrl: true }, false],
    ['a window 400px wide', { windowWidth: 400 }, false],
    ['a window 320px wide', { windowWidth: 320 }, false],
    ['a window 401px wide', { windowWidth: 401 }, true],
  ])('%s', (_label, change, shown) => {
    expect(shouldShowPromotion({ ...base, ...change })).toBe(shown);
  });
});

describe('auto-expansion once per viewer per code', () => {
  it.each<[string, Record<string, string[]>, string, string, boolean]>([
    ['nothing viewed yet', {}, 'unauthenticated', 'SPRING', true],
    ['this code viewed by this viewer', { unauthenticated: ['SPRING'] }, 'unauthenticated', 'SPRING', false],
    ['another code viewed', { unauthenticated: ['WINTER'] }, 'unauthenticated', 'SPRING', true],
    ['viewed signed out, now signed in', { unauthenticated: ['SPRING'] }, 'bright-smiles', 'SPRING', true],
  ])('%s', (_label, viewed, viewer, code, expands) => {
    expect(promotionAutoExpands(viewed, viewer, code)).toBe(expands);
  });

  it('records a view once and keeps other viewers', () => {
    const once = markPromotionViewed({ ann: ['A'] }, 'unauthenticated', 'SPRING');
    expect(once).toEqual({ ann: ['A'], unauthenticated: ['SPRING'] });
    expect(markPromotionViewed(once, 'unauthenticated', 'SPRING')).toBe(once);
  });

  it('names the viewer by username or unauthenticated', () => {
    expect(promotionViewer(null)).toBe('unauthenticated');
    expect(promotionViewer('ann')).toBe('ann');
  });

  it.each<[unknown, Record<string, string[]>]>([
    [null, {}],
    ['text', {}],
    [[1, 2], {}],
    [{ ann: ['A', 3], bob: 'B' }, { ann: ['A'] }],
  ])('parses stored %j', (raw, parsed) => {
    expect(parseViewedPromotions(raw)).toEqual(parsed);
  });
});

describe('formatPromotionExpiry', () => {
  it.each([
    ['2026-03-05', 'Mar 05, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
    ['2027-01-01', 'Jan 01, 2027'],
    ['2026-13-01', '2026-13-01'],
    ['soon', 'soon'],
  ])('%s → %s', (day, shown) => expect(formatPromotionExpiry(day)).toBe(shown));
});

describe('banner audience', () => {
  const list = [
    { id: 1, userRoles: ['employer'], buildEnvironments: ['production'] },
    { id: 2, userRoles: ['unauthenticated', 'employer'], buildEnvironments: ['development', 'production'] },
    { id: 3, userRoles: ['staff'], buildEnvironments: ['development'] },
  ];
  it.each<[string | null, string, number | null]>([
    [null, 'development', 2],
    ['employer', 'production', 1],
    ['employer', 'development', 2],
    ['staff', 'development', 3],
    ['staff', 'production', null],
    ['admin', 'development', null],
  ])('role %s in %s → %s', (role, environment, id) => {
    expect(pickAnnouncement(list, announcementRoleOf(role), environment)?.id ?? null).toBe(id);
  });
});

describe('bannerTextColour', () => {
  it.each([
    ['#0b5ed7', '#ffffff'],
    ['#000', '#ffffff'],
    ['#ffc107', '#000000'],
    ['#FFFFFF', '#000000'],
    ['not a colour', '#ffffff'],
  ])('%s → %s', (background, colour) => expect(bannerTextColour(background)).toBe(colour));
});

describe('promotionPlacement', () => {
  it.each<[string, string | null, PromotionPlacement]>([
    // Signed-out visitors: only the pages written for practices.
    ['/', null, 'hidden'],
    ['/dental-jobs/', null, 'hidden'],
    ['/dental-jobs/register/staff', null, 'hidden'],
    ['/dental-hiring-products/', null, 'open-once'],
    ['/hiring-toolkit/', null, 'open-once'],
    ['/resume-search', null, 'open-once'],
    ['/blog/employers/hiring-tips', null, 'open-once'],
    ['/dental-hiring-productsx', null, 'hidden'],
    // A checkout step never gets a card opening over its buttons; after buying, nothing.
    ['/dental-hiring-products/select-addons', null, 'collapsed'],
    ['/dental-hiring-products/payment/', null, 'collapsed'],
    ['/dental-hiring-products/confirmation', null, 'hidden'],
    ['/app/post-job/new', 'employer', 'collapsed'],
    ['/app/subscription', 'employer', 'collapsed'],
    ['/app/account-settings/receipt/42', 'employer', 'hidden'],
    // Practices: opens once on the dashboard, waits elsewhere.
    ['/app/dashboard', 'employer', 'open-once'],
    ['/app/interviews', 'employer', 'collapsed'],
    ['/', 'employer', 'collapsed'],
    // Job seekers and administrators: never.
    ['/dental-hiring-products/', 'staff', 'hidden'],
    ['/app/dashboard', 'staff', 'hidden'],
    ['/app/dashboard', 'admin', 'hidden'],
    ['/app/admin/promotions', 'employer', 'hidden'],
  ])('%s as %s → %s', (pathname, role, placement) => expect(promotionPlacement(pathname, role)).toBe(placement));
});
