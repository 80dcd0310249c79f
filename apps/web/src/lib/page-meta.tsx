import { createContext, useContext, useEffect, type ReactNode } from 'react';

export type PageMetaData = {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. '/about-us/'. */
  canonicalPath?: string;
  noindex?: boolean;
  /** schema.org structured data, rendered as JSON-LD. */
  jsonLd?: object;
  status?: number;
};

export const SITE_NAME = 'Chairside';

/** On the server, pages write their meta here and the document template reads it. */
export type PageMetaCollector = { meta: PageMetaData | null };
const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector | null; children: ReactNode }) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** Declares the page's title, description, canonical link and structured data. */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(PageMetaContext);
  if (collector) collector.meta = props;
  useEffect(() => {
    document.title = fullTitle(props.title);
  }, [props.title]);
  return null;
}
