import { describe, expect, it } from 'vitest';
import { excludedFromSearch, publicJobPath, usesMinimalLayout } from './site-paths';

describe('usesMinimalLayout', () => {
  it.each([
    ['/dental-jobs/login/', true],
    ['/dental-jobs/register/employer/', true],
    ['/app/welcome', true],
    ['/resources/dental-career-guide', true],
    ['/jobseeker-toolkit/', true],
    ['/hiring-toolkit/', true],
    ['/dental-hiring-products/payment/', true],
    ['/', false],
    ['/about-us/', false],
    ['/dental-jobs/zones/', false],
    // Pages excluded from search.
    ['/invitation/eyJhbGciOi.abc', true],
    ['/downloads/eyJhbGciOi.abc', true],
    ['/newsletter/unsubscribe/eyJhbGciOi.abc', true],
  ])('%s → %s', (path, minimal) => expect(usesMinimalLayout(path)).toBe(minimal));
});

describe('excludedFromSearch', () => {
  it.each([
    ['/applicant/eyJhbGciOi.abc', true],
    ['/invitation/eyJhbGciOi.abc', true],
    ['/interview-outcome/eyJhbGciOi.abc', true],
    ['/feedback/eyJhbGciOi.abc', true],
    ['/classified-renew/eyJhbGciOi.abc', true],
    ['/job-alerts/confirm/eyJhbGciOi.abc', true],
    ['/job-alerts/unsubscribe/eyJhbGciOi.abc', true],
    ['/newsletter/confirm/eyJhbGciOi.abc', true],
    ['/downloads/eyJhbGciOi.abc', true],
    ['/', false],
    ['/hiring-toolkit/', false],
    ['/dental-jobs/login/', false],
    ['/dental-jobs/job/42/dental-hygienist-job-in-chicago-il/', false],
  ])('%s → %s', (path, excluded) => expect(excludedFromSearch(path)).toBe(excluded));
});

describe('publicJobPath', () => {
  it('puts the id and the slug in the path, with a trailing slash', () =>
    expect(publicJobPath(42, 'dental-hygienist-job-in-chicago-il')).toBe('/dental-jobs/job/42/dental-hygienist-job-in-chicago-il/'));
});
