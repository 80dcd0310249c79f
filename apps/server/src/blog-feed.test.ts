import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { createAdmin } from '@chairside/api/testing/accounts';
import { call } from '@chairside/api/testing/staff-profiles';
import { webHost } from './web-host';

// The blog's Atom feed as feed readers and crawlers find it: linked from the pages' head, open
// in robots.txt, and an Atom document with what RFC 4287 requires (ADR 101). The whole process
// as main.ts composes it, on a fresh database with two published posts.

const PUBLIC_URL = 'https://chairside.test';
const FEED_URL = `${PUBLIC_URL}/blog/feed.xml`;
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };

let app: FastifyInstance;
let database: DatabaseHandle;

const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  const api = { app, ctx, database };
  const admin = await createAdmin(api);
  for (const title of ['Five questions to ask at a hygienist interview', 'Tips & tricks <for> "new" grads']) {
    const created = await call(api, admin, 'POST', '/api9/admin/content/posts', {
      title,
      summary: 'What to ask the practice before you accept.',
      bodyMarkdown: '## Ask about the schedule\n\nHow many patients a day?',
      audience: 'job-seekers',
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The attributes of each <link> element in the document's head. */
function headLinks(html: string): Record<string, string>[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<link\s([^>]*)>/g)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replaceAll('&amp;', '&')])),
  );
}

/**
 * Whether robots.txt lets a crawler fetch a path, as RFC 9309 reads it: the group of the crawler's
 * name, else the `*` group; the longest matching rule decides, allow winning a tie; `*` matches any
 * characters and `$` the end; no matching rule, allowed.
 */
function robotsAllow(robots: string, userAgent: string, path: string): boolean {
  type Group = { agents: string[]; rules: { allow: boolean; pattern: string }[] };
  const groups: Group[] = [];
  let current: Group | null = null;
  let inAgents = false;
  for (const rawLine of robots.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    const name = field.toLowerCase();
    if (name === 'user-agent') {
      if (!current || !inAgents) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      inAgents = true;
    } else if ((name === 'allow' || name === 'disallow') && current) {
      inAgents = false;
      if (value) current.rules.push({ allow: name === 'allow', pattern: value });
    } else inAgents = false;
  }
  const agent = userAgent.toLowerCase();
  const group = groups.find((candidate) => candidate.agents.includes(agent)) ?? groups.find((candidate) => candidate.agents.includes('*'));
  if (!group) return true;
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
  };
  const decisive = group.rules
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return decisive ? decisive.allow : true;
}

describe('the blog feed for feed readers and crawlers', () => {
  it('is linked from the blog pages’ head and the rest of the public site’s, at its public address', async () => {
    const list = await get('/blog/');
    expect(list.statusCode).toBe(200);
    const post = await get('/blog/five-questions-to-ask-at-a-hygienist-interview/');
    expect(post.statusCode).toBe(200);
    const home = await get('/');
    for (const page of [list, post, home]) {
      const feeds = headLinks(page.body).filter((link) => link.rel === 'alternate' && link.type === 'application/atom+xml');
      expect(feeds).toEqual([{ rel: 'alternate', type: 'application/atom+xml', title: 'Chairside Blog', href: FEED_URL }]);
    }
  });

  it('is open to crawlers in robots.txt, which still keeps them out of the API', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    const feedPath = new URL(FEED_URL).pathname;
    for (const crawler of ['Googlebot', 'Bingbot', 'AnyFeedReader']) {
      expect(robotsAllow(robots.body, crawler, feedPath), crawler).toBe(true);
      expect(robotsAllow(robots.body, crawler, '/blog/'), crawler).toBe(true);
      // The reading of the rules is checked on what they do keep out.
      expect(robotsAllow(robots.body, crawler, '/api9/content/blog-feed'), crawler).toBe(false);
      expect(robotsAllow(robots.body, crawler, '/app/dashboard'), crawler).toBe(false);
    }
  });

  it('is an Atom document with the feed’s and each entry’s required elements, its own address the public one', async () => {
    const feed = await get(new URL(FEED_URL).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'entry' || name === 'link' }).parse(feed.body);
    const root = parsed.feed;
    expect(root.xmlns).toBe('http://www.w3.org/2005/Atom');
    // atom:feed: exactly one id (an absolute IRI), title and updated (an RFC 3339 instant).
    expect(new URL(root.id).protocol).toBe('https:');
    expect(root.title).toBe('Chairside Blog');
    expect(new Date(root.updated).toISOString()).toBe(root.updated);
    const links = root.link as Record<string, string>[];
    expect(links.filter((link) => link.rel === 'self')).toEqual([{ rel: 'self', type: 'application/atom+xml', href: FEED_URL }]);
    expect(links.find((link) => link.rel === 'alternate')).toEqual({ rel: 'alternate', type: 'text/html', href: `${PUBLIC_URL}/blog/` });

    const entries = root.entry as Record<string, unknown>[];
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.title)).toEqual(['Tips & tricks <for> "new" grads', 'Five questions to ask at a hygienist interview']);
    for (const entry of entries) {
      expect(new URL(String(entry.id)).protocol).toBe('https:');
      expect(new Date(String(entry.updated)).toISOString()).toBe(entry.updated);
      expect(entry.author).toEqual({ name: expect.any(String) });
      const [link] = entry.link as Record<string, string>[];
      expect(link).toMatchObject({ rel: 'alternate', type: 'text/html' });
      expect(link.href.startsWith(`${PUBLIC_URL}/blog/`)).toBe(true);
      // The entry's link is a page of the site.
      expect((await get(new URL(link.href).pathname)).statusCode, link.href).toBe(200);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(2);
  });

  it('answers its first address with a permanent redirect to the public one', async () => {
    const moved = await get('/api9/blog/feed');
    expect(moved.statusCode).toBe(301);
    expect(new URL(String(moved.headers.location), PUBLIC_URL).toString()).toBe(FEED_URL);
  });
});
