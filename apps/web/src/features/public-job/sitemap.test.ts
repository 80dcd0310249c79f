import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_PAGE_PATHS, sitemapIndexXml, sitemapXml, urlsetXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://chairside.example', [
    { id: 7, slug: 'dentist-job-in-chicago-il', lastmod: '2026-11-21T18:26:17.515Z' },
    { id: 9, slug: 'a&b', lastmod: '2026-11-20T10:00:00.000Z' },
  ]);

  it('lists every live job page with its lastmod', () => {
    expect(xml).toContain(
      '<url><loc>https://chairside.example/dental-jobs/job/7/dentist-job-in-chicago-il/</loc><lastmod>2026-11-21T18:26:17.515Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://chairside.example/dental-jobs/job/9/a%26b/</loc>');
  });

  it('lists the public pages, without parameters or purchase steps', () => {
    expect(xml).toContain('<url><loc>https://chairside.example/</loc></url>');
    expect(xml).toContain(`<loc>https://chairside.example${SITEMAP_PAGE_PATHS[1]}</loc>`);
    // The job directories are their own family of the sitemap index (ADR 42), not static pages.
    expect(SITEMAP_PAGE_PATHS).not.toContain('/dental-jobs/dental-hygienist/');
    expect(SITEMAP_PAGE_PATHS.some((path) => path.includes(':'))).toBe(false);
    expect(SITEMAP_PAGE_PATHS).not.toContain('/dental-hiring-products/payment/');
  });

  it('is a urlset document', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('sitemapXml with content', () => {
  it('lists the blog and content pages with their lastmod', () => {
    const xml = sitemapXml(
      'https://chairside.example',
      [],
      [
        { path: '/about-us/', lastmod: '2026-11-01T09:00:00.000Z' },
        { path: '/blog/hiring-your-first-hygienist/', lastmod: '2026-11-02T09:00:00.000Z' },
      ],
    );
    expect(xml).toContain('<url><loc>https://chairside.example/about-us/</loc><lastmod>2026-11-01T09:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://chairside.example/blog/hiring-your-first-hygienist/</loc><lastmod>2026-11-02T09:00:00.000Z</lastmod></url>');
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps crawlers out of the app and the API', () => {
    const robots = robotsTxt('https://chairside.example');
    expect(robots).toContain('Sitemap: https://chairside.example/sitemap.xml');
    expect(robots).toContain('Disallow: /app/');
    expect(robots).toContain('Disallow: /api9/');
  });

  it('lets partners and crawlers read the job feed, and names it', () => {
    const robots = robotsTxt('https://chairside.example');
    expect(robots).toContain('Allow: /api9/feeds/jobs.xml');
    expect(robots.indexOf('Allow: /api9/feeds/jobs.xml')).toBeLessThan(robots.indexOf('Disallow: /api9/'));
    expect(robots).toContain('# Job feed for partners and aggregators (XML): https://chairside.example/api9/feeds/jobs.xml');
  });
});

describe('the sitemap index and its files', () => {
  it('lists each file with its lastmod when known', () => {
    const xml = sitemapIndexXml('https://chairside.example', [
      { path: '/sitemaps/pages-1.xml', lastmod: null },
      { path: '/sitemaps/jobs-1.xml', lastmod: '2026-11-21T18:26:17.515Z' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<sitemap><loc>https://chairside.example/sitemaps/pages-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://chairside.example/sitemaps/jobs-1.xml</loc><lastmod>2026-11-21T18:26:17.515Z</lastmod></sitemap>');
  });

  it('writes a family file with escaped addresses', () => {
    const xml = urlsetXml('https://chairside.example', [
      { path: '/dental-jobs/organizations/a&b/', lastmod: '2026-11-20T10:00:00.000Z' },
      { path: '/dental-professionals/', lastmod: null },
    ]);
    expect(xml).toContain('<url><loc>https://chairside.example/dental-jobs/organizations/a&amp;b/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://chairside.example/dental-professionals/</loc></url>');
  });
});
