import { describe, expect, it } from 'vitest';
import { slugRedirect } from './public-job-data';

const job = { id: 42, slug: 'registered-dental-hygienist-job-in-chicago-il' };

describe('a public job page requested with a missing or wrong slug', () => {
  it.each([
    ['a wrong slug', 'hygienist', '', '/dental-jobs/job/42/registered-dental-hygienist-job-in-chicago-il/'],
    ['no slug', undefined, '', '/dental-jobs/job/42/registered-dental-hygienist-job-in-chicago-il/'],
    [
      'an old slug, with a query string',
      'old-title',
      '?utm_source=mail&x=1',
      '/dental-jobs/job/42/registered-dental-hygienist-job-in-chicago-il/?utm_source=mail&x=1',
    ],
  ])('goes to the canonical URL: %s', (_case, slug, search, location) => {
    expect(slugRedirect(job, slug, search)).toBe(location);
  });

  it('renders the page when the slug is right', () => {
    expect(slugRedirect(job, job.slug, '?utm_source=mail')).toBeNull();
  });

  it('leaves an unknown posting to the 404 page', () => {
    expect(slugRedirect(null, 'anything', '')).toBeNull();
    expect(slugRedirect(undefined, undefined, '')).toBeNull();
  });
});
