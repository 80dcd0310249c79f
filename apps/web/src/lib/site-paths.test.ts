import { describe, expect, it } from 'vitest';
import { publicJobPath, usesMinimalLayout } from './site-paths';

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
  ])('%s → %s', (path, minimal) => expect(usesMinimalLayout(path)).toBe(minimal));
});

describe('publicJobPath', () => {
  it('puts the id and the slug in the path, with a trailing slash', () =>
    expect(publicJobPath(42, 'dental-hygienist-job-in-chicago-il')).toBe('/dental-jobs/job/42/dental-hygienist-job-in-chicago-il/'));
});
