import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { useTestApi, type TestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

const clock = movableClock('2026-05-04T09:30:00.000Z');
const api: TestApi = useTestApi({ clock, env: { UPLOADS_DIR: tempUploadsDir(), PUBLIC_URL: 'https://chairside.example' } });

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Five questions to ask at a hygienist interview',
  summary: 'What to ask the practice before you accept.',
  bodyMarkdown: '## Ask about the schedule\n\nHow many patients a day?\n\n- Perio charting\n- Sterilisation',
  audience: 'job-seekers',
  ...overrides,
});
const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'About Us',
  slug: 'about-us',
  bodyMarkdown: 'We built a job board for dentistry.',
  status: 'published',
  ...overrides,
});

async function count(table: string): Promise<number> {
  const { rows } = await api.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(rows[0].n);
}

async function auditRows(actor: string) {
  const { rows } = await api.database.db.execute<{ method: string; path: string; status: number }>(
    sql`select method, path, status from audit_log where actor_username = ${actor} order by id`,
  );
  return rows;
}

let adminAccount: TestAccount | null = null;
const admin = async () => (adminAccount ??= await createAdmin(api));

describe('content authoring authorization', () => {
  it.each([
    ['GET', '/api9/admin/content/posts'],
    ['POST', '/api9/admin/content/posts'],
    ['GET', '/api9/admin/content/posts/1'],
    ['PUT', '/api9/admin/content/posts/1'],
    ['GET', '/api9/admin/content/posts/1/revisions'],
    ['POST', '/api9/admin/content/posts/1/revisions/1/restore'],
    ['GET', '/api9/admin/content/pages'],
    ['POST', '/api9/admin/content/pages'],
    ['PUT', '/api9/admin/content/pages/1'],
    ['GET', '/api9/admin/content/authors'],
    ['POST', '/api9/admin/content/authors'],
    ['PUT', '/api9/admin/content/tags/1'],
    ['POST', '/api9/admin/content/categories'],
    ['POST', '/api9/admin/content/preview'],
    ['GET', '/api9/admin/content/images'],
    ['POST', '/api9/admin/content/images'],
  ] as const)('%s %s: anonymous 401, job seeker and employer 403, nothing stored', async (method, url) => {
    const body =
      method === 'GET'
        ? undefined
        : url.includes('pages')
          ? page()
          : url.includes('preview')
            ? { bodyMarkdown: 'x' }
            : url.includes('posts')
              ? post()
              : { name: 'Hiring' };
    const stored = async () => (await count('content_items')) + (await count('content_terms')) + (await count('content_images'));
    const before = await stored(); // the site's own pages, from the migrations
    expect((await call(api, null, method, url, body)).statusCode).toBe(401);
    for (const account of [await signUpStaff(api), await signUpEmployer(api)]) {
      const response = await call(api, account, method, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('FORBIDDEN');
    }
    expect(await stored()).toBe(before);
  });
});

describe('writing posts', () => {
  it('an administrator writes a draft, publishes it, edits it; each save is a revision and every change is audited', async () => {
    const account = await admin();
    const author = await call(api, account, 'POST', '/api9/admin/content/authors', { name: 'Dr. Maya Chen', description: 'A practice owner in Denver.' });
    expect(author.statusCode).toBe(201);
    expect(author.json()).toMatchObject({ kind: 'author', slug: 'dr-maya-chen', name: 'Dr. Maya Chen', posts: 0 });
    const tag = (await call(api, account, 'POST', '/api9/admin/content/tags', { name: 'Interviews & Offers' })).json();
    expect(tag.slug).toBe('interviews-and-offers');
    const category = (await call(api, account, 'POST', '/api9/admin/content/categories', { name: 'Career Advice', slug: 'Career  Advice!' })).json();
    expect(category.slug).toBe('career-advice');

    const created = await call(
      api,
      account,
      'POST',
      '/api9/admin/content/posts',
      post({ authorId: author.json().id, categoryId: category.id, tagIds: [tag.id] }),
    );
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      kind: 'post',
      slug: 'five-questions-to-ask-at-a-hygienist-interview',
      path: '/blog/five-questions-to-ask-at-a-hygienist-interview/',
      state: 'draft',
      revision: 1,
      tagIds: [tag.id],
      updatedBy: account.username,
    });
    expect(draft.bodyHtml).toContain('<h2>Ask about the schedule</h2>');
    expect(draft.bodyHtml).toContain('<li>Perio charting</li>');
    expect((await call(api, null, 'GET', `/api9/blog/posts/${draft.slug}`)).statusCode).toBe(404);

    const published = await call(
      api,
      account,
      'PUT',
      `/api9/admin/content/posts/${draft.id}`,
      post({ title: 'Six questions to ask', slug: draft.slug, status: 'published', authorId: author.json().id, categoryId: category.id, tagIds: [tag.id] }),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', revision: 2, publishAt: '2026-05-04T09:30:00.000Z', title: 'Six questions to ask' });

    const read = await call(api, null, 'GET', `/api9/blog/posts/${draft.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: 'Six questions to ask',
      date: '2026-05-04T09:30:00.000Z',
      author: { slug: 'dr-maya-chen', name: 'Dr. Maya Chen' },
      category: { slug: 'career-advice', name: 'Career Advice' },
      tags: [{ slug: 'interviews-and-offers', name: 'Interviews & Offers' }],
      authorDescription: 'A practice owner in Denver.',
      featuredImage: null,
    });

    const revisions = (await call(api, account, 'GET', `/api9/admin/content/posts/${draft.id}/revisions`)).json();
    expect(revisions.map((r: { revision: number; title: string }) => [r.revision, r.title])).toEqual([
      [2, 'Six questions to ask'],
      [1, 'Five questions to ask at a hygienist interview'],
    ]);
    const restored = await call(api, account, 'POST', `/api9/admin/content/posts/${draft.id}/revisions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, title: 'Five questions to ask at a hygienist interview', state: 'published' });
    expect((await call(api, account, 'POST', `/api9/admin/content/posts/${draft.id}/revisions/9/restore`)).statusCode).toBe(404);

    expect(await auditRows(account.username)).toEqual([
      { method: 'POST', path: '/api9/admin/content/authors', status: 201 },
      { method: 'POST', path: '/api9/admin/content/tags', status: 201 },
      { method: 'POST', path: '/api9/admin/content/categories', status: 201 },
      { method: 'POST', path: '/api9/admin/content/posts', status: 201 },
      { method: 'PUT', path: `/api9/admin/content/posts/${draft.id}`, status: 200 },
      { method: 'POST', path: `/api9/admin/content/posts/${draft.id}/revisions/1/restore`, status: 200 },
      { method: 'POST', path: `/api9/admin/content/posts/${draft.id}/revisions/9/restore`, status: 404 },
    ]);

    const byAuthor = (await call(api, null, 'GET', '/api9/blog/posts?author=dr-maya-chen')).json();
    expect(byAuthor).toMatchObject({ total: 1, nbPages: 1, page: 1, term: { kind: 'author', name: 'Dr. Maya Chen' } });
    expect((await call(api, null, 'GET', '/api9/blog/posts?tag=interviews-and-offers')).json().total).toBe(1);
    expect((await call(api, null, 'GET', '/api9/blog/posts?category=career-advice')).json().total).toBe(1);
    expect((await call(api, null, 'GET', '/api9/blog/posts?audience=employers')).json().total).toBe(0);
    expect((await call(api, null, 'GET', '/api9/blog/posts?author=nobody')).statusCode).toBe(404);
  });

  it('slugs follow the spec’s rule; a taken slug is 409 and a reserved one 400, nothing stored', async () => {
    const account = await admin();
    const before = await count('content_items');
    const accented = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'Crème brûlée & the Front Desk: Ça va?' }));
    expect(accented.json().slug).toBe('creme-brulee-and-the-front-desk-ca-va');
    const taken = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'Another', slug: 'Crème Brûlée & the front desk ça va' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'slug' });
    const reserved = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'Employers' }));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors[0].field).toBe('slug');
    const noLetters = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: '!!!' }));
    expect(noLetters.json().errors[0].field).toBe('title');
    const long = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'word '.repeat(39).trim() }));
    expect(long.json().slug.length).toBeLessThanOrEqual(100);
    expect(long.json().slug.endsWith('-')).toBe(false);
    expect(await count('content_items')).toBe(before + 2);
  });

  it('hostile input: 400 naming the field, nothing stored', async () => {
    const account = await admin();
    const before = { items: await count('content_items'), revisions: await count('content_revisions'), terms: await count('content_terms') };
    const cases: [Record<string, unknown>, string][] = [
      [post({ title: '' }), 'title'],
      [post({ title: 42 }), 'title'],
      [post({ bodyMarkdown: '   ' }), 'bodyMarkdown'],
      [post({ bodyMarkdown: 'x'.repeat(100_001) }), 'bodyMarkdown'],
      [post({ audience: 'dentists' }), 'audience'],
      [post({ audience: null }), 'audience'],
      [post({ status: 'live' }), 'status'],
      [post({ publishAt: 'tomorrow' }), 'publishAt'],
      [post({ authorId: 999_999 }), 'authorId'],
      [post({ authorId: -1 }), 'authorId'],
      [post({ categoryId: 999_999 }), 'categoryId'],
      [post({ tagIds: [999_999] }), 'tagIds'],
      [post({ tagIds: 'all' }), 'tagIds'],
      [post({ imageUrl: 'https://evil.example/x.png' }), 'imageUrl'],
      [post({ imageUrl: '/api9/files/content-images/00000000-0000-0000-0000-000000000000.webp' }), 'imageUrl'],
      [post({ isAdmin: true }), 'isAdmin'],
      [post({ title: 'Nul \u0000 here' }), 'title'],
    ];
    for (const [body, field] of cases) {
      const response = await call(api, account, 'POST', '/api9/admin/content/posts', body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api9/admin/content/posts',
      headers: { authorization: account.authorization, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call(api, account, 'POST', '/api9/admin/content/pages', page({ slug: '///' }))).json().errors[0].field).toBe('slug');
    expect((await call(api, account, 'POST', '/api9/admin/content/tags', { name: '' })).json().errors[0].field).toBe('name');
    expect((await call(api, account, 'PUT', '/api9/admin/content/posts/abc', post())).json().errors[0].field).toBe('id');
    expect((await call(api, account, 'PUT', '/api9/admin/content/posts/999999', post())).statusCode).toBe(404);
    expect({ items: await count('content_items'), revisions: await count('content_revisions'), terms: await count('content_terms') }).toEqual(before);
  });

  it('naughty strings in every text field are stored as text and shown escaped or sanitised', async () => {
    const account = await admin();
    for (const naughty of NAUGHTY_STRINGS.filter((text) => text.trim() !== '' && !text.includes('\u0000')).slice(0, 25)) {
      const response = await call(
        api,
        account,
        'POST',
        '/api9/admin/content/posts',
        post({ title: `Post ${naughty}`, summary: naughty.slice(0, 300), bodyMarkdown: naughty, slug: `naughty ${NAUGHTY_STRINGS.indexOf(naughty)}` }),
      );
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode === 201) {
        expect(response.json().bodyHtml).not.toMatch(/<script|onerror=|javascript:/i);
      }
    }
  });
});

describe('authors, tags and categories', () => {
  it('edits keep slugs unique per kind; the same slug may name a tag and a category', async () => {
    const account = await admin();
    const tag = (await call(api, account, 'POST', '/api9/admin/content/tags', { name: 'Front Office' })).json();
    const category = await call(api, account, 'POST', '/api9/admin/content/categories', { name: 'Front Office' });
    expect(category.statusCode).toBe(201);
    expect(category.json().slug).toBe('front-office');
    const other = (await call(api, account, 'POST', '/api9/admin/content/tags', { name: 'Reception' })).json();
    const clash = await call(api, account, 'PUT', `/api9/admin/content/tags/${other.id}`, { name: 'Reception', slug: 'front-office' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0].field).toBe('slug');
    const renamed = await call(api, account, 'PUT', `/api9/admin/content/tags/${tag.id}`, { name: 'Front Desk', description: 'Scheduling and billing.' });
    expect(renamed.json()).toMatchObject({ slug: 'front-desk', name: 'Front Desk', description: 'Scheduling and billing.' });
    expect((await call(api, account, 'PUT', `/api9/admin/content/authors/${tag.id}`, { name: 'Not an author' })).statusCode).toBe(404);
  });
});

describe('sanitising', () => {
  it('scripts, frames, handlers and script addresses are stripped; the preview says so; foreign images go', async () => {
    const account = await admin();
    const markdown = [
      '# Title inside',
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1)) and [safe](https://ada.org/) and [home](/about-us/)',
      '<p onclick="steal()">Hello <strong>there</strong></p>',
      '![remote](https://evil.example/track.png)',
    ].join('\n\n');
    const preview = await call(api, account, 'POST', '/api9/admin/content/preview', { bodyMarkdown: markdown });
    expect(preview.statusCode).toBe(200);
    const { html, removedActiveContent } = preview.json();
    expect(removedActiveContent).toBe(true);
    expect(html).not.toMatch(/<script|alert\(1\)<|<iframe|onerror|onclick|javascript:|evil\.example|<h1/i);
    expect(html).toContain('<h2>Title inside</h2>');
    expect(html).toContain('<a href="https://ada.org/" rel="noopener noreferrer">safe</a>');
    expect(html).toContain('<a href="/about-us/">home</a>');
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect((await call(api, account, 'POST', '/api9/admin/content/preview', { bodyMarkdown: '**Plain** text' })).json()).toEqual({
      html: '<p><strong>Plain</strong> text</p>',
      removedActiveContent: false,
    });

    const saved = await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'Sanitised', bodyMarkdown: markdown, status: 'published' }));
    expect(saved.json().bodyHtml).toBe(html);
    expect((await call(api, null, 'GET', '/api9/blog/posts/sanitised')).json().html).not.toContain('<script');
  });
});

describe('scheduled publishing', () => {
  it('a post scheduled for later is nowhere public before its time and everywhere after it', async () => {
    const account = await admin();
    clock.set('2026-06-01T08:00:00.000Z');
    const scheduled = await call(
      api,
      account,
      'POST',
      '/api9/admin/content/posts',
      post({ title: 'Summer hiring outlook', audience: 'employers', status: 'published', publishAt: '2026-06-01T12:00:00Z' }),
    );
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', publishAt: '2026-06-01T12:00:00.000Z' });
    const visible = async () => ({
      post: (await call(api, null, 'GET', '/api9/blog/posts/summer-hiring-outlook')).statusCode,
      list: (await call(api, null, 'GET', '/api9/blog/posts?audience=employers'))
        .json()
        .posts.some((p: { slug: string }) => p.slug === 'summer-hiring-outlook'),
      latest: (await call(api, null, 'GET', '/api9/blog/latest-posts')).json().posts.some((p: { slug: string }) => p.slug === 'summer-hiring-outlook'),
      feed: (await call(api, null, 'GET', '/api9/content/blog-feed')).body.includes('Summer hiring outlook'),
      sitemap: (await call(api, null, 'GET', '/api9/content/sitemap')).json().entries.some((e: { path: string }) => e.path === '/blog/summer-hiring-outlook/'),
    });
    expect(await visible()).toEqual({ post: 404, list: false, latest: false, feed: false, sitemap: false });
    clock.set('2026-06-01T11:59:59.000Z');
    expect((await visible()).post).toBe(404);
    clock.set('2026-06-01T12:00:01.000Z');
    expect(await visible()).toEqual({ post: 200, list: true, latest: true, feed: true, sitemap: true });
    const listed = (await call(api, account, 'GET', '/api9/admin/content/posts')).json().find((p: { slug: string }) => p.slug === 'summer-hiring-outlook');
    expect(listed.state).toBe('published');
    expect((await call(api, null, 'GET', '/api9/blog/latest-posts')).json().posts[0]).toMatchObject({
      title: 'Summer hiring outlook',
      date: '2026-06-01T12:00:00.000Z',
    });
  });

  it('paging: ten a page, newest first, a page past the last is empty', async () => {
    const account = await admin();
    clock.set('2026-07-01T00:00:00.000Z');
    for (let i = 1; i <= 12; i++)
      await call(
        api,
        account,
        'POST',
        '/api9/admin/content/posts',
        post({ title: `Paging post ${i}`, audience: 'employers', status: 'published', publishAt: `2026-06-20T00:00:${String(i).padStart(2, '0')}Z` }),
      );
    const first = (await call(api, null, 'GET', '/api9/blog/posts?audience=employers')).json();
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0].title).toBe('Paging post 12');
    const total = first.total;
    expect(first.nbPages).toBe(Math.ceil(total / 10));
    const last = (await call(api, null, 'GET', `/api9/blog/posts?audience=employers&page=${first.nbPages}`)).json();
    expect(last.posts.length).toBe(total - (first.nbPages - 1) * 10);
    expect((await call(api, null, 'GET', `/api9/blog/posts?page=${first.nbPages + 5}`)).json().posts).toEqual([]);
    expect((await call(api, null, 'GET', '/api9/blog/posts?page=0')).json().errors[0].field).toBe('page');
    expect((await call(api, null, 'GET', '/api9/blog/posts?page=1e3')).statusCode).toBe(400);
  });
});

describe('pages, feed and images', () => {
  it('a published page reads by its path; the FAQ answers its questions; drafts are 404', async () => {
    const account = await admin();
    const faq = await call(
      api,
      account,
      'POST',
      '/api9/admin/content/pages',
      page({
        title: 'Hiring FAQs',
        slug: '/hiring-faq/',
        bodyMarkdown: '## Is it free for job seekers?\n\nYes, always.\n\n## How do I post a job?\n\nChoose **Post a job** and follow the steps.',
      }),
    );
    expect(faq.statusCode).toBe(201);
    expect(faq.json()).toMatchObject({ slug: 'hiring-faq', path: '/hiring-faq/', audience: null });
    const read = (await call(api, null, 'GET', '/api9/content/pages/hiring-faq')).json();
    expect(read.faq).toEqual([
      { question: 'Is it free for job seekers?', answer: 'Yes, always.' },
      { question: 'How do I post a job?', answer: 'Choose Post a job and follow the steps.' },
    ]);
    await call(api, account, 'POST', '/api9/admin/content/pages', page({ title: 'Resources', slug: 'Dental Jobs/Resources', bodyMarkdown: 'Guides.' }));
    expect((await call(api, null, 'GET', '/api9/content/pages/dental-jobs/resources')).json().path).toBe('/dental-jobs/resources/');
    await call(api, account, 'POST', '/api9/admin/content/pages', page({ title: 'Mobile', slug: 'mobile', status: 'draft' }));
    expect((await call(api, null, 'GET', '/api9/content/pages/mobile')).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/content/pages/nothing-here')).statusCode).toBe(404);
    const sitemap = (await call(api, null, 'GET', '/api9/content/sitemap')).json().entries.map((e: { path: string }) => e.path);
    expect(sitemap).toEqual(expect.arrayContaining(['/hiring-faq/', '/dental-jobs/resources/', '/blog/', '/blog/employers/', '/blog/author/dr-maya-chen/']));
    expect(sitemap).not.toContain('/mobile/');
  });

  it('the Atom feed is well-formed XML with absolute links, newest first, escaping titles', async () => {
    const account = await admin();
    await call(api, account, 'POST', '/api9/admin/content/posts', post({ title: 'Tips & tricks <for> "new" grads', status: 'published' }));
    const feed = await call(api, null, 'GET', '/api9/content/blog-feed');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feed.body);
    const entries = parsed.feed.entry;
    expect(parsed.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(entries[0].title).toBe(
      'Tips &amp; tricks &lt;for&gt; &quot;new&quot; grads'
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    );
    expect(entries[0].link['@_href']).toMatch(/^https:\/\/chairside\.example\/blog\/tips-and-tricks-for-new-grads\/$/);
    const published = entries.map((entry: { published: string }) => entry.published);
    expect([...published].sort().reverse()).toEqual(published);
    // Its own address is the public one; the first address sends readers there for good.
    expect(parsed.feed.link.find((link: Record<string, string>) => link['@_rel'] === 'self')['@_href']).toBe('https://chairside.example/blog/feed.xml');
    const moved = await call(api, null, 'GET', '/api9/blog/feed');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/feed.xml');
  });

  it('images: checked by content, re-encoded to WebP, served; a non-image is 415 and nothing stored', async () => {
    const account = await admin();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b5c6b' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer, name = 'photo.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
      return api.app.inject({ method: 'POST', url: '/api9/admin/content/images', payload: form, headers: { authorization: account.authorization } });
    };
    const before = await count('content_images');
    const notImage = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors[0].field).toBe('file');
    expect(await count('content_images')).toBe(before);
    const oversize = await upload(Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().errors[0].field).toBe('file');
    expect(await count('content_images')).toBe(before);
    const uploaded = await upload(png);
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json();
    expect(image).toMatchObject({ width: 1200, height: 800 });
    const served = await api.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/webp');
    const withImage = await call(
      api,
      account,
      'POST',
      '/api9/admin/content/posts',
      post({ title: 'With a picture', imageUrl: image.url, imageAlt: 'A treatment room', status: 'published', bodyMarkdown: `![Room](${image.url})` }),
    );
    expect(withImage.statusCode).toBe(201);
    const read = (await call(api, null, 'GET', '/api9/blog/posts/with-a-picture')).json();
    expect(read.featuredImage).toEqual({ image: image.url, thumbnail: image.thumbnailUrl, altText: 'A treatment room' });
    expect(read.html).toContain(`<img src="${image.url}" alt="Room" loading="lazy" />`);
  });
});
