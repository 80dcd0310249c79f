import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_PAGE_PATHS, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://chairside.example', [
    { id: 7, slug: 'dentist-job-in-chicago-il', lastmod: '2026-11-21T18:26:17.515Z' },
    { id: 9, slug: 'a&b', lastmod: '2026-11-20T10:00:00.000Z' },
  ]);

  it('lists every live job page with its lastmod', () => {
    expect(xml).toContain('<url><loc>https://chairside.example/dental-jobs/job/7/dentist-job-in-chicago-il/</loc><lastmod>2026-11-21T18:26:17.515Z</lastmod></url>');
    expect(xml).toContain('<loc>https://chairside.example/dental-jobs/job/9/a%26b/</loc>');
  });

  it('lists the public pages, without parameters or purchase steps', () => {
    expect(xml).toContain('<url><loc>https://chairside.example/</loc></url>');
    expect(xml).toContain('<loc>https://chairside.example/dental-jobs/dental-hygienist/</loc>');
    expect(SITEMAP_PAGE_PATHS.some((path) => path.includes(':'))).toBe(false);
    expect(SITEMAP_PAGE_PATHS).not.toContain('/dental-hiring-products/payment/');
  });

  it('is a urlset document', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps crawlers out of the app and the API', () => {
    const robots = robotsTxt('https://chairside.example');
    expect(robots).toContain('Sitemap: https://chairside.example/sitemap.xml');
    expect(robots).toContain('Disallow: /app/');
    expect(robots).toContain('Disallow: /api9/');
  });
});
