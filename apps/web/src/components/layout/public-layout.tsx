import type { ReactNode } from 'react';
import { useLatestPosts, type BlogPostSummary } from './latest-posts';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** The public site: header with the main navigation, the page, and the footer (the skip link comes first, in App). */
export function PublicLayout({ children, posts }: { children: ReactNode; posts?: BlogPostSummary[] }) {
  const latest = useLatestPosts();
  return (
    <div className="cs-site">
      <PublicHeader posts={posts ?? latest} />
      <main id="main-content" tabIndex={-1} className="cs-main">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
