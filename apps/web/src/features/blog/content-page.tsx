import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { contentPageKey, fetchContentPage } from './blog-data';
import { contentPageJsonLd } from './blog-json-ld';

/** A company or legal page written in the admin area (about us, FAQ, terms, privacy...); the FAQ carries FAQPage markup. */
export function ContentPage({ slug }: { slug: string }) {
  const query = useQuery({ queryKey: contentPageKey(slug), queryFn: ({ signal }) => fetchContentPage(slug, signal) });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ServerErrorPage />;
  const page = query.data;
  if (!page) return <NotFoundPage />;
  return (
    <article className="content-page container-xl" aria-labelledby="content-page-title">
      <PageMeta title={page.title} description={page.summary || page.title} canonicalPath={page.path} jsonLd={contentPageJsonLd(page, slug === 'faq')} />
      <h1 className="content-page__title" id="content-page-title">
        {page.title}
      </h1>
      {page.summary ? <p className="content-page__lead">{page.summary}</p> : null}
      {/* Sanitised by the server: an allow-list of article tags, no scripts. */}
      <div className="content-page__body cs-prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
