import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { parsePartnerFeed, partnerJobKey } from '../partner-jobs/public-api';
import { useTestApi } from '../../testing/test-api';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';

const XSD = readFileSync(fileURLToPath(new URL('../../../../../docs/api/job-feed.xsd', import.meta.url)), 'utf8');
const START = '2026-03-02T15:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

describe('the outbound job feed', () => {
  it('lists live postings only, validates against its schema, and round-trips through the partner import', async () => {
    const employer = await signUpEmployer(api);
    const plain = await createDraft(api, employer, postingBody({ employmentType: 'PART_TIME' }));
    const tricky = await createDraft(
      api,
      employer,
      postingBody({
        name: 'Hygienist & "Perio" <lead>',
        description: '<p>Bonus ]]> and <em>more</em>.</p>',
        payCode: 'HOUR',
        salaryMin: 5000,
        salaryMax: null,
      }),
    );
    const draft = await createDraft(api, employer);
    const filled = await createDraft(api, employer);
    for (const job of [plain, tricky, filled]) {
      await giveSlot(api, employer);
      expect((await publish(api, employer, job.id)).statusCode).toBe(200);
    }
    expect((await call(api, employer, 'PUT', `/api9/jobs/${filled.id}/status`, { status: 'BOOKED' })).statusCode).toBe(200);

    const answer = await api.app.inject({ method: 'GET', url: '/api9/feeds/jobs.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=900');
    const xml = answer.body;

    const validation = await validateXML({ xml: [{ fileName: 'jobs.xml', contents: xml }], schema: [{ fileName: 'job-feed.xsd', contents: XSD }] });
    expect(validation.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(validation.valid).toBe(true);

    const parsed = parsePartnerFeed(xml, 'chairside-feed', clock.now());
    expect(parsed).toMatchObject({ skipped: 0, duplicates: 0 });
    const page = (id: number, slug = 'dental-hygienist-job-in-chicago-il') => `http://localhost:3000/dental-jobs/job/${id}/${slug}/?from=feed`;
    const common = { company: 'Bright Smiles Dental', city: 'Chicago', state: 'IL', zip: '60614', position: 'DH', postedDate: START };
    expect(parsed.jobs).toEqual([
      {
        ...common,
        jobKey: partnerJobKey('chairside-feed', `chairside-${plain.id}`, page(plain.id)),
        title: 'Registered Dental Hygienist',
        url: page(plain.id),
        jobType: 'parttime',
        description: '<p>Join <strong>our</strong> friendly team.</p><ul><li>Four days a week</li></ul>',
      },
      {
        ...common,
        jobKey: partnerJobKey('chairside-feed', `chairside-${tricky.id}`, page(tricky.id)),
        title: 'Hygienist & "Perio" <lead>',
        url: page(tricky.id),
        jobType: null,
        description: '<p>Bonus ]]&gt; and <em>more</em>.</p>',
      },
    ]);
    expect(xml).toContain('<salary>$45.00–$55.00/hour</salary>');
    expect(xml).toContain('<salary>$50.00/hour</salary>');
    expect(xml).not.toContain(`job/${draft.id}/`);
    expect(xml).not.toContain(`job/${filled.id}/`);
  });

  it('answers 304 to a client holding the current copy, and a new copy after a change', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api9/feeds/jobs.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['last-modified']).toEqual(expect.any(String));
    const again = await api.app.inject({ method: 'GET', url: '/api9/feeds/jobs.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await api.app.inject({
      method: 'GET',
      url: '/api9/feeds/jobs.xml',
      headers: { 'if-modified-since': first.headers['last-modified'] as string },
    });
    expect(since.statusCode).toBe(304);

    clock.advanceDays(31);
    const expired = await api.app.inject({ method: 'GET', url: '/api9/feeds/jobs.xml', headers: { 'if-none-match': etag } });
    expect(expired.statusCode).toBe(200);
    expect(expired.headers.etag).not.toBe(etag);
    expect(parsePartnerFeed(expired.body, 'chairside-feed', clock.now()).jobs).toEqual([]);
  });
});
