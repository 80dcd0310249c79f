import { describe, expect, it } from 'vitest';
import type { JobSearchAnswer } from '@chairside/domain/job-search';
import { publicSearchMeta } from './job-search-meta';
import { searchStateFrom } from './job-search-url';

const stateOf = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const [, , , position, zip] = url.pathname.split('/').map(decodeURIComponent);
  return searchStateFrom(position, zip, url.searchParams);
};
const answer = (total: number, partnerTotal = 0, totalCapped = false): JobSearchAnswer => ({
  premiumJobs: [],
  partnerJobs: [],
  total,
  totalCapped,
  partnerTotal,
  limit: 25,
  offset: 0,
});

describe('the public search page: title, description, canonical link, noindex', () => {
  it('indexes the plain search of a position near a ZIP code under its short URL', () => {
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/60601?radius=101'), answer(12))).toEqual({
      title: 'Dental Hygienist Jobs near 60601',
      description: '12 dental hygienist jobs near 60601, nearest first, with pay, job type and distance. Apply with your free Chairside resume.',
      canonicalPath: '/dental-jobs/search/DH/60601',
    });
  });

  it.each([
    ['/dental-jobs/search/DD/60601', 'Dentist Jobs near 60601', '/dental-jobs/search/DD/60601'],
    ['/dental-jobs/search/SR/60601', 'Dental Rep Jobs near 60601', '/dental-jobs/search/SR/60601'],
    ['/dental-jobs/search/all/60601-1234', 'Dental Jobs near 60601', '/dental-jobs/search/ANY/60601'],
    ['/dental-jobs/search/dh/m5v%202t6', 'Dental Hygienist Jobs near M5V', '/dental-jobs/search/DH/M5V'],
  ])('names the position and the ZIP code as the data knows it: %s', (path, title, canonicalPath) => {
    expect(publicSearchMeta(stateOf(path), answer(1))).toMatchObject({ title, canonicalPath });
  });

  it('says one job in the singular', () => {
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DA/60601'), answer(1)).description).toMatch(/^1 dental assistant job near 60601,/);
  });

  it('says a count that stopped at its limit as "more than": 1,000+', () => {
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/10001'), answer(1000, 0, true)).description).toMatch(/^1,000\+ dental hygienist jobs near 10001,/);
  });

  it.each([
    ['a keyword', '?radius=101&keyword=perio'],
    ['a distance', '?radius=50'],
    ['a job type', '?type=PERM'],
    ['temp dates', '?startDate=2026-12-01'],
    ['an age', '?days-old=7'],
    ['a second page', '?offset=25'],
    ['the national tab', '?category=NATIONAL'],
    ['the external tab', '?category=EXTERNAL'],
  ])('keeps a search with %s out of search engines, without a canonical link', (_case, query) => {
    const meta = publicSearchMeta(stateOf(`/dental-jobs/search/DH/60601${query}`), answer(30, 4));
    expect(meta.noindex).toBe(true);
    expect(meta.canonicalPath).toBeUndefined();
  });

  it('keeps a search without jobs, or not answered, out of search engines', () => {
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/60601'), answer(0))).toMatchObject({ noindex: true });
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/60601'), undefined)).toEqual({
      title: 'Dental Hygienist Jobs near 60601',
      description: 'Find dental hygienist jobs near 60601: permanent and temp positions at dental practices.',
      noindex: true,
    });
  });

  it('counts the list shown: national postings, partner postings', () => {
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/60601?category=NATIONAL'), answer(3))).toMatchObject({
      title: 'National Dental Hygienist Jobs',
      description: expect.stringMatching(/^3 dental hygienist jobs open to candidates anywhere/),
    });
    expect(publicSearchMeta(stateOf('/dental-jobs/search/DH/60601?category=EXTERNAL'), answer(30, 4)).description).toMatch(
      /^4 dental hygienist jobs near 60601/,
    );
  });

  it.each([
    ['no position or ZIP code', '/dental-jobs/search'],
    ['an unknown position', '/dental-jobs/search/XX/60601'],
    ['a malformed ZIP code', '/dental-jobs/search/DH/Buy%20now'],
  ])('titles a search that cannot be made by the form, does not repeat the URL and is not indexed: %s', (_case, path) => {
    expect(publicSearchMeta(stateOf(path), undefined)).toEqual({
      title: 'Search Jobs Near You',
      description: 'Search dental jobs near you: dentists, hygienists, assistants, front office and more.',
      noindex: true,
    });
  });
});
