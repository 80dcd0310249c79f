import type { LiveJobPage } from '@chairside/domain/job-posting';
import { publicJobPath } from '../../lib/site-paths';
import { MARKETING_PAGE_PATHS } from '../marketing-forms/public-api';
import { EVENT_CATEGORIES, EVENTS_PATH, eventCategoryPath } from '@chairside/domain/community-events';
import { ALL_CLASSIFIEDS_SLUG, CLASSIFIED_CATEGORIES, classifiedsListPath } from '@chairside/domain/classifieds';

/** The public pages of the route table a crawler should know (no parameters, no purchase steps). */
export const SITEMAP_PAGE_PATHS: readonly string[] = [
  '/',
  ...MARKETING_PAGE_PATHS,
  // The assessments page (ADR 51).
  '/assessments/',
  // Events and classifieds lists (ADR 49): every category, with or without listings.
  EVENTS_PATH,
  ...EVENT_CATEGORIES.map((category) => eventCategoryPath(category.slug)),
  ...[ALL_CLASSIFIEDS_SLUG, ...CLASSIFIED_CATEGORIES.map((category) => category.slug)].map(classifiedsListPath),
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** A page the content API lists (GET /api9/content/sitemap): a post, a content page or one of the blog's lists. */
export type SitemapEntry = { path: string; lastmod: string };

/** /sitemap.xml: the public pages, the blog and content pages, then every live job page with its lastmod (W3C date-time). */
export function sitemapXml(publicUrl: string, jobs: readonly LiveJobPage[], content: readonly SitemapEntry[] = []): string {
  const contentPaths = new Set(content.map((entry) => entry.path));
  const urls = [
    ...SITEMAP_PAGE_PATHS.filter((path) => !contentPaths.has(path)).map((path) => `  <url><loc>${escapeXml(absolute(publicUrl, path))}</loc></url>`),
    ...content.map((entry) => `  <url><loc>${escapeXml(absolute(publicUrl, entry.path))}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod></url>`),
    ...jobs.map(
      (job) => `  <url><loc>${escapeXml(absolute(publicUrl, publicJobPath(job.id, job.slug)))}</loc><lastmod>${escapeXml(job.lastmod)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** One file of the sitemap index (ADR 42): its path on this site and its newest change. */
export type SitemapFile = { path: string; lastmod: string | null };

/** /sitemap.xml: the index of the sitemap files, one family each (pages, jobs, directories, ...), split at 50,000 addresses. */
export function sitemapIndexXml(publicUrl: string, files: readonly SitemapFile[]): string {
  const items = files.map(
    (file) =>
      `  <sitemap><loc>${escapeXml(absolute(publicUrl, file.path))}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap file of a family the API lists: the addresses with their newest change when known. */
export function urlsetXml(publicUrl: string, entries: readonly { path: string; lastmod: string | null }[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(absolute(publicUrl, entry.path))}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything but the signed-in area and the API (save the job feed for partners), and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /api9/feeds/jobs.xml\nDisallow: /app/\nDisallow: /api9/\n\n# Job feed for partners and aggregators (XML): ${absolute(publicUrl, '/api9/feeds/jobs.xml')}\nSitemap: ${absolute(publicUrl, '/sitemap.xml')}\n`;
}
