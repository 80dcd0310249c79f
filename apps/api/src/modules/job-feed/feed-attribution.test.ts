// Applications that start from the job feed count as source "feed" in the practice's hiring numbers
// (ADR 121, 125): the feed's page links carry the marker the job page notes and the apply step sends.
import { describe, expect, it } from 'vitest';
import { sourceOfParam } from '@chairside/domain/application-source';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { fillResume, liveJob } from '../../testing/hiring';

const api = useTestApi();

describe('feed attribution', () => {
  it('marks every page link of the feed, and an application started from one counts as feed', async () => {
    const practice = await signUpEmployer(api);
    const job = await liveJob(api, practice, { name: 'Feed Hygienist' });
    const xml = (await api.app.inject({ method: 'GET', url: '/api9/feeds/jobs.xml' })).body;
    const urls = [...xml.matchAll(/<url>([^<]+)<\/url>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).searchParams.get('from'), url).toBe('feed');
    const ours = urls.find((url) => new URL(url).pathname.startsWith(`/dental-jobs/job/${job.id}/`));
    expect(ours).toBeTruthy();

    // The job page notes the link's `from`; the apply step turns it into the application's source.
    const source = sourceOfParam(new URL(ours!).searchParams.get('from'));
    expect(source).toBe('feed');
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const applied = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId: job.id, message: null, source });
    expect(applied.statusCode, applied.body).toBe(201);

    const numbers = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/hiring-numbers`);
    expect(numbers.statusCode, numbers.body).toBe(200);
    const posting = numbers.json().postings.find((p: { jobId: number }) => p.jobId === job.id);
    expect(posting.sources).toMatchObject({ feed: 1, direct: 0, unknown: 0 });
    expect(numbers.json().overall.sources.feed).toBe(1);
  });
});
