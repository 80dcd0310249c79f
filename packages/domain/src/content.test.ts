import { describe, expect, it } from 'vitest';
import { contentSlug, pageSlug, RESERVED_POST_SLUGS } from './content';

describe('contentSlug (the spec’s slug rule, at most 100 characters)', () => {
  it.each([
    ['Five Questions to Ask at Your Next Hygienist Interview', 'five-questions-to-ask-at-your-next-hygienist-interview'],
    ['Crème brûlée & the Front Desk: Ça va?', 'creme-brulee-and-the-front-desk-ca-va'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Straße für Zahnärzte', 'strasse-fur-zahnarzte'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['<script>alert(1)</script>', 'scriptalert1script'],
  ])('%s → %s', (title, slug) => {
    expect(contentSlug(title)).toBe(slug);
  });

  it('cuts a long title at a hyphen, never leaving one at the end', () => {
    const slug = contentSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^word(-word)*$/);
    expect(contentSlug('x'.repeat(150))).toHaveLength(100);
  });
});

describe('pageSlug (a page’s path)', () => {
  it.each([
    ['about-us', 'about-us'],
    ['/about-us/', 'about-us'],
    ['/Dental Jobs/Resources/', 'dental-jobs/resources'],
    ['faq//', 'faq'],
    ['../../etc/passwd', 'etc/passwd'],
    ['///', ''],
  ])('%s → %s', (path, slug) => {
    expect(pageSlug(path)).toBe(slug);
  });
});

it('keeps the blog’s own addresses out of post slugs', () => {
  expect(RESERVED_POST_SLUGS).toEqual(expect.arrayContaining(['job-seekers', 'employers', 'author', 'tag', 'category', 'latest-posts']));
});
