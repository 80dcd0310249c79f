import { describe, expect, it } from 'vitest';
import { ROLE_DIRECTORIES } from './job-directory-rules';
import { PAGE_ROUTES, UNKNOWN_PAGE, pageRoute } from './page-routes';

describe('pageRoute', () => {
  it.each([
    ['/', '/'],
    ['/applicant/eyJzdWIiOjQyfQ.c2lnbmF0dXJl', '/applicant/:token'],
    ['/job-alerts/confirm/am9obkBleGFtcGxlLmNvbQ.sig', '/job-alerts/confirm/:token'],
    ['/job-alerts/unsubscribe/abc.def?from=email', '/job-alerts/unsubscribe/:token'],
    ['/newsletter/unsubscribe/abc.def#top', '/newsletter/unsubscribe/:token'],
    ['/Applicant/TOKEN/', '/applicant/:token'],
    ['/dental-professionals/jane-doe-rdh', '/dental-professionals/:username'],
    ['/dental-jobs/organizations/bright-smiles', '/dental-jobs/organizations/:username'],
    ['/app/job-application/12/jane-doe-rdh', '/app/job-application/:jobId/:username'],
    ['/app/job-application/all', '/app/job-application/all'],
    ['/dental-jobs/job/42/dental-hygienist-chicago/', '/dental-jobs/job/:jobId/:slug'],
    ['/dental-jobs/state/il', '/dental-jobs/state/:state'],
    ['/dental-jobs/dentist/il', '/dental-jobs/dentist/:state'],
    ['/dental-jobs/search/DH', '/dental-jobs/search/:position/:zip?'],
    ['/dental-jobs/search/DH/60614', '/dental-jobs/search/:position/:zip?'],
    ['/app/search-jobs/post-job/42', '/app/search-jobs/post-job/:jobId/:slug?'],
    ['/blog/employers', '/blog/employers'],
    ['/blog/how-to-interview', '/blog/:slug'],
    ['/jane.doe@example.com', UNKNOWN_PAGE],
    ['/applicant/token/extra', UNKNOWN_PAGE],
    ['https://evil.example/applicant/token', UNKNOWN_PAGE],
  ])('%s is recorded as %s', (address, pattern) => {
    expect(pageRoute(address)).toBe(pattern);
  });

  it('knows every role directory', () => {
    for (const role of ROLE_DIRECTORIES) {
      expect(pageRoute(`/dental-jobs/${role.slug}`)).toBe(`/dental-jobs/${role.slug}`);
      expect(pageRoute(`/dental-jobs/${role.slug}/metro/chicago`)).toBe(`/dental-jobs/${role.slug}/metro/:metro`);
    }
  });

  it('every pattern names itself', () => {
    for (const pattern of PAGE_ROUTES) expect(pageRoute(pattern), pattern).toBe(pattern);
  });
});
