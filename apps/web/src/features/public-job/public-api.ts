// What public job offers the other features: the one way in (ADR 93).
export { shortPosition } from './public-job-meta';
export { robotsTxt, sitemapIndexXml, sitemapXml, urlsetXml, type SitemapEntry, type SitemapFile } from './sitemap';
export { postingOfPage } from './public-job-data';
