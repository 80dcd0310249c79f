import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { foldNegations } from '../../platform/web-search-query';

// Minus signs negate the next word of a keyword; PostgreSQL's parser keeps one stack slot per
// pending operator and fails past 32, so a run of them once answered 500.

const api = useTestApi();

let hygienistJobId: number;

beforeAll(async () => {
  const employer = await signUpEmployer(api);
  hygienistJobId = (await liveJob(api, employer, { name: 'Registered Dental Hygienist', zip: '60614' })).id;
  await liveJob(api, employer, { name: 'Periodontal Therapist', description: '<p>Gum care four days a week.</p>', zip: '60614' });
});

const search = (keyword: string) => call(api, null, 'GET', `/api9/jobs/search?zip=60614&radius=10&position=DH&keyword=${encodeURIComponent(keyword)}`);
const idsOf = (answer: { json: () => { premiumJobs: { id: number }[] } }) =>
  answer
    .json()
    .premiumJobs.map((job) => job.id)
    .sort();

describe('a keyword made of minus signs', () => {
  it.each([
    ['33 minus signs', '-'.repeat(33)],
    ['200 minus signs', '-'.repeat(200)],
    ['40 minus signs between spaces', '- '.repeat(40)],
    ['minus signs between punctuation', '-(-!'.repeat(40)],
  ])('%s: answers 200 with nothing found, like a keyword without words', async (_label, keyword) => {
    const answer = await search(keyword);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ premiumJobs: [], total: 0 });
  });

  it('keeps what the minus signs mean: an odd run negates the word, an even run does not', async () => {
    const everything = idsOf(await search('dental'));
    expect(everything).toHaveLength(2);
    expect(idsOf(await search('hygienist'))).toEqual([hygienistJobId]);
    expect(idsOf(await search(`dental ${'-'.repeat(33)}hygienist`))).toEqual(everything.filter((id) => id !== hygienistJobId));
    expect(idsOf(await search(`dental ${'- '.repeat(34)}hygienist`))).toEqual([hygienistJobId]);
    expect(idsOf(await search('x-ray hygienist'))).toEqual([]);
  });

  it('any mix of operators and words up to the longest keyword is a query PostgreSQL can run', async () => {
    const pieces = ['- ', '"', ' or ', '(', ')', '!', '|', '&', ':*', '<->', 'a', 'hygienist', ' ', ',', '_', '\\'];
    for (let round = 0; round < 200; round++) {
      // Mostly minus signs, more or fewer of them from round to round.
      const minusShare = 20 + randomInt(80);
      let keyword = '';
      while (keyword.length < 200) keyword += randomInt(100) < minusShare ? '-' : pieces[randomInt(pieces.length)];
      const query = await api.database.db.execute(sql`select websearch_to_tsquery('english'::regconfig, ${foldNegations(keyword.slice(0, 200))})::text as q`);
      expect(query.rows).toHaveLength(1);
    }
  });
});

describe('foldNegations', () => {
  it.each([
    ['-'.repeat(33), '-'],
    ['-'.repeat(32), ' '],
    ['a - - - b', 'a - b'],
    ['--x', ' x'],
    ['x-ray -"front desk"', 'x-ray -"front desk"'],
    ['-a -b', '-a -b'],
  ])('%j becomes %j', (keyword, folded) => {
    expect(foldNegations(keyword)).toBe(folded);
  });
});
