import type { LiveJobPage } from '@chairside/domain/job-posting';
import { CONTENT_PAGES } from '../../pages/content-pages';
import { publicJobPath } from '../../lib/site-paths';

/** Steps of a purchase: public, but not pages anyone should land on from a search. */
const NOT_LANDING_PAGES = ['/dental-hiring-products/select-addons', '/dental-hiring-products/account-setup', '/dental-hiring-products/payment', '/dental-hiring-products/confirmation'];

/** The public pages of the route table a crawler should know (no parameters, no purchase steps). */
export const SITEMAP_PAGE_PATHS: readonly string[] = [
  '/',
  ...CONTENT_PAGES.map((page) => page.path)
    .filter((path) => !path.includes(':') && !NOT_LANDING_PAGES.includes(path))
    .map((path) => `${path}/`),
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** /sitemap.xml: the public pages, then every live job page with its lastmod (W3C date-time). */
export function sitemapXml(publicUrl: string, jobs: readonly LiveJobPage[]): string {
  const urls = [
    ...SITEMAP_PAGE_PATHS.map((path) => `  <url><loc>${escapeXml(absolute(publicUrl, path))}</loc></url>`),
    ...jobs.map(
      (job) => `  <url><loc>${escapeXml(absolute(publicUrl, publicJobPath(job.id, job.slug)))}</loc><lastmod>${escapeXml(job.lastmod)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything but the signed-in area and the API, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nDisallow: /app/\nDisallow: /api9/\n\nSitemap: ${absolute(publicUrl, '/sitemap.xml')}\n`;
}
