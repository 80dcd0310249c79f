import { PageMeta } from '../../lib/page-meta';
import { LeadForm } from './lead-form';
import type { ToolkitPage as ToolkitPageContent } from './toolkit-pages';

/** A toolkit or guide: what it holds, and the lead form that emails it. Server-rendered. */
export function ToolkitPage({ page }: { page: ToolkitPageContent }) {
  return (
    <div className="container-xl">
      <PageMeta
        title={page.title}
        description={page.description}
        canonicalPath={`${page.path}/`}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: page.title,
          description: page.description,
          publisher: { '@type': 'Organization', name: 'Chairside' },
        }}
      />
      <div className="cs-marketing-grid cs-marketing-hero">
        <div>
          <p className="text-uppercase fw-semibold text-body-secondary small mb-2">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          {page.intro.map((paragraph) => (
            <p key={paragraph} className="lead">
              {paragraph}
            </p>
          ))}
          <h2 className="h4 mt-4">{page.inside.heading}</h2>
          <ul className="cs-marketing-list">
            {page.inside.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <LeadForm config={page.form.config} title={page.form.title} intro={page.form.intro} />
      </div>
    </div>
  );
}
