import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaffAccount, createStaffProfile } from '@chairside/db/factories';
import type { TestAccount } from '../../testing/accounts';
import { giveInvitationCredits, liveJob } from '../../testing/hiring';
import { userIdOf } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// The professional's rating on resume search cards (ADR 114): the average and count of the reviews
// practices wrote of them that show (both sides wrote, or 14 days passed, and not hidden), only on
// the full cards a practice with access sees, never on the preview.
const api = useTestApi();
const db = () => api.database.db;

let practice: TestAccount;
let reviewer: TestAccount;
const seekers: Record<'rated' | 'unrated', { id: number; username: string }> = {} as never;

const search = (query = '') => call(api, practice, 'GET', `/api9/employers/${practice.username}/resumes/search/DH/60614${query}`);

beforeAll(async () => {
  for (const key of ['rated', 'unrated'] as const) {
    const { user } = await createStaffAccount(db(), { zip: '60614', position: 'DH', name: `${key} Rating Tester` });
    await createStaffProfile(db(), user.id, { isPublic: true, experience: 4 });
    seekers[key] = { id: user.id, username: user.username };
  }
  practice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice, { INV: 2 });
  reviewer = await signUpEmployer(api);
  // Three bookings of the rated seeker with another practice: two reviews show (5 and 4), one is still hidden (1), one was hidden by moderation (1).
  const job = await liveJob(api, reviewer);
  const reviewerId = await userIdOf(api, reviewer.username);
  const dates = (
    await db().execute<{ id: number }>(
      sql`insert into job_dates (job_id, date) values (${job.id}, '2026-01-05'), (${job.id}, '2026-01-06'), (${job.id}, '2026-01-07'), (${job.id}, '2026-01-08') returning id::int as id`,
    )
  ).rows;
  const reviews = [
    { rating: 5, visible: sql`now() - interval '3 days'`, hidden: sql`null` },
    { rating: 4, visible: sql`now() - interval '1 day'`, hidden: sql`null` },
    { rating: 1, visible: sql`now() + interval '10 days'`, hidden: sql`null` },
    { rating: 1, visible: sql`now() - interval '1 day'`, hidden: sql`now()` },
  ];
  for (const [i, review] of reviews.entries())
    await db().execute(sql`insert into reviews (job_date_id, author_side, author_user_id, subject_user_id, rating, punctuality, preparedness, friendliness,
      would_work_again, created_at, visible_from, hidden_at)
      values (${dates[i]!.id}, 'PRACTICE', ${reviewerId}, ${seekers.rated.id}, ${review.rating}, 4, 4, 4, true, now() - interval '4 days', ${review.visible}, ${review.hidden})`);
});

describe('ratings on resume cards', () => {
  it('a full card carries the rating of the reviews that show (average and count); no reviews: no average', async () => {
    const answer = await search();
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.access).toBe('full');
    const card = (who: 'rated' | 'unrated') => body.resumes.find((row: { username: string }) => row.username === seekers[who].username);
    expect(card('rated').rating).toEqual({ average: 4.5, count: 2 });
    expect(card('unrated').rating).toEqual({ average: null, count: 0 });
  });

  it('the preview names no one and carries no rating', async () => {
    expect(JSON.stringify((await search('?preview=1')).json())).not.toContain('"rating"');
  });
});
