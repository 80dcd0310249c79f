import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from '@chairside/domain/content-rules';
import type { AppContext } from '../../platform/context';
import { listPublicPostRows, termsByIds } from './content-repository';
import { plainText } from './content-html';

const FEED_ENTRIES = 20;
const SUMMARY_LENGTH = 300;

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex -- removing those control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The blog's Atom feed (RFC 4287): the newest published posts with their summary and full
 * (sanitised) HTML, addresses absolute on the site's public URL. Its own address (rel=self) is
 * the public one the web server answers, BLOG_FEED_PATH (ADR 101).
 */
export async function blogFeed(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const { rows } = await listPublicPostRows(ctx.db, now, {}, FEED_ENTRIES, 0);
  const authors = await termsByIds(
    ctx.db,
    rows.map((row) => row.authorId).filter((id): id is number => id !== null),
  );
  const site = ctx.config.PUBLIC_URL;
  const url = (path: string) => new URL(path, site).toString();
  const updated = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), rows[0]?.updatedAt ?? new Date(0));
  const entries = rows.map((row) => {
    const link = url(`/blog/${row.slug}/`);
    const summary = row.summary || plainText(row.bodyHtml).slice(0, SUMMARY_LENGTH);
    const author = row.authorId === null ? 'Chairside' : (authors.get(row.authorId)?.name ?? 'Chairside');
    return [
      '  <entry>',
      `    <id>${escapeXml(url(`/blog/?p=${row.id}`))}</id>`,
      `    <title>${escapeXml(row.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${(row.publishAt ?? row.createdAt).toISOString()}</published>`,
      `    <updated>${row.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      `    <summary>${escapeXml(summary)}</summary>`,
      `    <content type="html">${escapeXml(row.bodyHtml)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(url('/blog/'))}</id>`,
    `  <title>${escapeXml(BLOG_FEED_TITLE)}</title>`,
    '  <subtitle>News and advice for dental professionals and practices.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(BLOG_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url('/blog/'))}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
