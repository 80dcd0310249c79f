import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';

// The site's own pages (terms, privacy policy, about us, FAQ) come with the migrations, so a
// production database without demo data has them; an administrator edits them like any page.

const api = useTestApi();

describe('the site pages on a freshly migrated database without demo data', () => {
  it('are published: the terms, the privacy policy, about us and the FAQ with its questions', async () => {
    const { rows } = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(rows[0].n).toBe(0);
    for (const [slug, title] of [
      ['tos', 'Terms of Service'],
      ['privacy', 'Privacy Policy'],
      ['about-us', 'About Us'],
      ['faq', 'Frequently Asked Questions'],
    ]) {
      const page = await call(api, null, 'GET', `/api9/content/pages/${slug}`);
      expect(page.statusCode, slug).toBe(200);
      expect(page.json()).toMatchObject({ slug, path: `/${slug}/`, title });
      expect(page.json().html).toContain('<h2>');
    }
    const faq = (await call(api, null, 'GET', '/api9/content/pages/faq')).json().faq;
    expect(faq).toContainEqual({ question: 'Is Chairside free for job seekers?', answer: expect.stringContaining('free for job seekers') });
    const sitemap = (await call(api, null, 'GET', '/api9/content/sitemap')).json().entries.map((entry: { path: string }) => entry.path);
    expect(sitemap).toEqual(expect.arrayContaining(['/tos/', '/privacy/', '/about-us/', '/faq/']));
  });

  it('are edited by an administrator, with revision 1 to go back to', async () => {
    const admin = await createAdmin(api);
    const listed = (await call(api, admin, 'GET', '/api9/admin/content/pages')).json() as { id: number; slug: string }[];
    const terms = listed.find((item) => item.slug === 'tos');
    expect(terms).toBeDefined();
    const current = (await call(api, admin, 'GET', `/api9/admin/content/pages/${terms?.id}`)).json();
    const saved = await call(api, admin, 'PUT', `/api9/admin/content/pages/${terms?.id}`, {
      title: current.title,
      slug: current.slug,
      summary: current.summary,
      bodyMarkdown: '## Accounts\n\nThese terms were updated by Lakeview Dental Group LLC.',
      status: 'published',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).toBe(2);
    expect((await call(api, null, 'GET', '/api9/content/pages/tos')).json().html).toContain('Lakeview Dental Group LLC');
    const revisions = (await call(api, admin, 'GET', `/api9/admin/content/pages/${terms?.id}/revisions`)).json();
    expect(revisions.map((revision: { revision: number }) => revision.revision)).toEqual([2, 1]);
    expect((await call(api, admin, 'POST', `/api9/admin/content/pages/${terms?.id}/revisions/1/restore`)).statusCode).toBe(200);
    expect((await call(api, null, 'GET', '/api9/content/pages/tos')).json().html).toContain('Prices are shown before you buy.');
  });
});
