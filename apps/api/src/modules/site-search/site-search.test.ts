import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SITE_SEARCH_INDEXES } from '@chairside/domain/site-search';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { liveJob } from '../../testing/hiring';
import { refreshSiteSearchTerms } from './site-search-terms';

const api = useTestApi();

let practice: TestAccount;
let person: TestAccount;
let admin: TestAccount;
let jobId: number;
let eventId: number;

const search = (query: string) => api.app.inject({ method: 'GET', url: `/api9/site-search?${query}` });
const resultOf = (body: { results: { index: string }[] }, index: string) =>
  body.results.find((result) => result.index === index) as unknown as {
    hits: { objectID: string; title: string; url: string }[];
    nbHits: number;
    nbPages: number;
    page: number;
    hitsPerPage: number;
    processingTimeMS: number;
  };

beforeAll(async () => {
  practice = await signUpEmployer(api);
  person = await signUpStaff(api);
  admin = await createAdmin(api);
  jobId = (await liveJob(api, practice, { name: 'Periodontal Hygienist' })).id;
  const submitted = await call(api, person, 'POST', `/api9/events/${person.username}`, {
    title: 'Orthodontic Aligner Workshop',
    category: 'CE',
    venue: 'Hyatt Regency',
    city: 'Austin',
    state: 'TX',
    start: '2099-05-01T09:00',
    end: '2099-05-01T17:00',
    timeZone: 'America/Chicago',
    description: 'Hands-on aligner staging for the whole team.',
  });
  eventId = submitted.json().id;
  await call(api, admin, 'PUT', `/api9/admin/events/${eventId}`, { decision: 'APPROVE' });
  const pending = await call(api, person, 'POST', `/api9/events/${person.username}`, {
    title: 'Orthodontic Retainer Secrets',
    category: 'WEBINAR',
    isOnline: true,
    start: '2099-06-01T09:00',
    end: '2099-06-01T10:00',
    timeZone: 'America/New_York',
    description: 'Not approved yet.',
  });
  expect(pending.statusCode).toBe(201);
  const listing = await call(api, person, 'POST', '/api9/classifieds', {
    category: 'EQUIPMENT',
    title: 'Orthodontic bracket inventory',
    description: 'Three boxes of unopened brackets, assorted prescriptions.',
  });
  await call(api, admin, 'PUT', `/api9/admin/classifieds/${listing.json().id}`, { decision: 'APPROVE' });
  await api.database.db.execute(sql`
    insert into content_terms (kind, slug, name, description) values ('author', 'maria-orthwell', 'Maria Orthwell', 'Orthodontic assistant and writer')`);
  await api.database.db.execute(sql`
    insert into content_items (kind, slug, title, summary, body_markdown, body_html, status, publish_at, created_by, updated_by)
    values
      ('post', 'orthodontic-assistant-careers', 'Orthodontic Assistant Careers', 'What the job is like.', 'Body', '<p>Body</p>', 'published', now() - interval '1 day', 'admin', 'admin'),
      ('post', 'orthodontic-draft', 'Orthodontic Draft Post', 'Unpublished.', 'Body', '<p>Body</p>', 'draft', null, 'admin', 'admin'),
      ('page', 'dental-jobs/resources', 'Orthodontic Resources', 'Guides.', 'Body', '<p>Body</p>', 'published', now() - interval '1 day', 'admin', 'admin')`);
  await refreshSiteSearchTerms(api.ctx);
});

describe('site search', () => {
  it('answers every index in the hit shape, grouped in the spec order, only public records', async () => {
    const response = await search('q=orthodontic');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.results.map((result: { index: string }) => result.index)).toEqual([...SITE_SEARCH_INDEXES]);
    for (const result of body.results)
      expect(Object.keys(result).sort()).toEqual(['hits', 'hitsPerPage', 'index', 'nbHits', 'nbPages', 'page', 'processingTimeMS']);
    expect(resultOf(body, 'Events').hits).toEqual([
      {
        objectID: `event-${eventId}`,
        title: 'Orthodontic Aligner Workshop',
        url: `/dental-jobs/events/${eventId}/orthodontic-aligner-workshop/`,
        subtitle: expect.stringContaining('Austin, TX'),
      },
    ]);
    expect(resultOf(body, 'Classifieds').hits.map((hit) => hit.title)).toEqual(['Orthodontic bracket inventory']);
    expect(resultOf(body, 'Posts').hits.map((hit) => hit.url)).toEqual(['/blog/orthodontic-assistant-careers/']);
    expect(resultOf(body, 'Site Pages').hits.map((hit) => hit.url)).toEqual(['/dental-jobs/resources/']);
    expect(resultOf(body, 'Authors').hits.map((hit) => hit.url)).toEqual(['/blog/author/maria-orthwell/']);
    expect(body.corrections).toEqual([]);
  });

  it('finds jobs and job directories by word beginnings', async () => {
    const body = (await search('q=periodontal%20hyg')).json();
    expect(resultOf(body, 'Job Postings').hits.map((hit) => hit.objectID)).toEqual([`job-${jobId}`]);
    const directories = resultOf((await search('q=hygienist%20texas')).json(), 'Job Directories');
    expect(directories.hits[0]).toEqual({
      objectID: 'role-state-dental-hygienist-TX',
      title: 'Dental Hygienist Jobs in Texas',
      url: '/dental-jobs/dental-hygienist/texas/',
      subtitle: 'TX',
    });
  });

  it('forgives one typo when nothing matches as typed', async () => {
    const body = (await search('q=orthodontik%20workshop')).json();
    expect(body.corrections).toEqual([{ from: 'orthodontik', to: 'orthodontic' }]);
    expect(resultOf(body, 'Events').hits.map((hit) => hit.objectID)).toEqual([`event-${eventId}`]);
    const job = (await search('q=periodontl')).json();
    expect(resultOf(job, 'Job Postings').hits.map((hit) => hit.objectID)).toEqual([`job-${jobId}`]);
    // A known word is not corrected, even beside a typo.
    expect((await search('q=orthodontik%20aligner')).json().corrections).toEqual([{ from: 'orthodontik', to: 'orthodontic' }]);
    // Two typos: nothing.
    expect(resultOf((await search('q=ortodontik')).json(), 'Events').nbHits).toBe(0);
  });

  it("finds the site's own pages, such as the salary survey, ahead of the content pages", async () => {
    const salary = resultOf((await search('q=salary')).json(), 'Site Pages');
    expect(salary.hits[0]).toEqual({ objectID: 'site-salary-survey', title: '2025 Salary Survey Report', url: '/salary-survey/', subtitle: null });
    const page = async (n: number) => resultOf((await search(`q=guide&index=Site%20Pages&hitsPerPage=1&page=${n}`)).json(), 'Site Pages');
    const [first, second] = [await page(0), await page(1)];
    expect(first.hits.map((hit) => hit.url)).toEqual(['/dental-career-guide/']);
    expect(second.hits.map((hit) => hit.url)).toEqual(['/dental-jobs/resources/']);
    expect(second.nbHits).toBe(2);
  });

  it('searches nothing under 3 characters after trimming', async () => {
    for (const q of ['', 'or', '%20%20or%20%20']) {
      const body = (await search(`q=${q}`)).json();
      expect(body.results.every((result: { nbHits: number; hits: unknown[] }) => result.nbHits === 0 && result.hits.length === 0)).toBe(true);
    }
  });

  it('clamps hits per page to 1-100 (default 10) and pages', async () => {
    const hitsPerPage = async (value: string | null) =>
      resultOf((await search(`q=dental${value === null ? '' : `&hitsPerPage=${value}`}`)).json(), 'Job Directories');
    expect((await hitsPerPage(null)).hitsPerPage).toBe(10);
    expect((await hitsPerPage(null)).hits).toHaveLength(10);
    expect((await hitsPerPage('0')).hitsPerPage).toBe(1);
    expect((await hitsPerPage('-4')).hits).toHaveLength(1);
    const many = await hitsPerPage('5000');
    expect(many.hitsPerPage).toBe(100);
    expect(many.hits).toHaveLength(100);
    expect(many.nbPages).toBe(Math.ceil(many.nbHits / 100));
    const second = resultOf((await search('q=dental&hitsPerPage=10&page=1')).json(), 'Job Directories');
    expect(second.page).toBe(1);
    expect(second.hits[0].objectID).toBe((await hitsPerPage('20')).hits[10].objectID);
    expect((await search('q=dental&hitsPerPage=abc')).statusCode).toBe(400);
    expect((await search('q=dental&index=Nope')).statusCode).toBe(400);
    const one = (await search('q=orthodontic&index=Events')).json();
    expect(one.results.map((result: { index: string }) => result.index)).toEqual(['Events']);
  });

  it('treats hostile queries as words', async () => {
    for (const q of ["'; DROP TABLE jobs; --", '<script>alert(1)</script>', 'a:* | !b & (c', '%%%', '\\\\\\']) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await search(`q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await search('q=dental&extra=1')).statusCode).toBe(400);
    expect((await call(api, null, 'GET', `/api9/jobs/${jobId}`)).statusCode).not.toBe(500);
  });
});
