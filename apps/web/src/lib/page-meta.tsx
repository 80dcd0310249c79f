import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { documentTitle } from '@chairside/domain/search-snippets';

export type PageMetaData = {
  title: string;
  /** The title is the document's whole title (its own rule decided about the site name): written as it is. */
  wholeTitle?: boolean;
  description?: string;
  /** Path of the canonical URL, e.g. '/about-us/'. */
  canonicalPath?: string;
  noindex?: boolean;
  /** schema.org structured data, rendered as JSON-LD (site paths in it are written absolute). */
  jsonLd?: object | object[];
  status?: number;
};

/** One step of a page's breadcrumb trail: its name and the path of its page (the last one is the page itself). */
export type Crumb = { name: string; path: string };

export const SITE_NAME = 'Chairside';

/**
 * On the server, pages write their meta here and the document template reads it: the title,
 * description and markup, and the breadcrumb trail the page shows (written again as BreadcrumbList).
 */
export type PageMetaCollector = { meta: PageMetaData | null; breadcrumbs?: readonly Crumb[] };
const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector | null; children: ReactNode }) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

/** The document's title: '{title} | Chairside' when it fits in a search result's 70 characters, else the title alone. */
export const fullTitle = (meta: Pick<PageMetaData, 'title' | 'wholeTitle'>) => (meta.wholeTitle ? meta.title : documentTitle(meta.title, SITE_NAME));

/** Declares the page's title, description, canonical link and structured data. */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(PageMetaContext);
  if (collector) collector.meta = props;
  const title = fullTitle(props);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Where a page's breadcrumb trail is written for the server's BreadcrumbList (null in the browser). */
export function useBreadcrumbCollector(): ((crumbs: readonly Crumb[]) => void) | null {
  const collector = useContext(PageMetaContext);
  return collector
    ? (crumbs) => {
        collector.breadcrumbs = crumbs;
      }
    : null;
}
