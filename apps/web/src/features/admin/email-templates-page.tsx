import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';
import { useEmailTemplates } from './email-templates-api';

/** Admin: every email the product sends, one template each, with who gets it; each opens its preview. */
export function EmailTemplatesPage() {
  const templates = useEmailTemplates();
  return (
    <>
      <PageMeta title="Email templates · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Email templates
      </h1>
      <p className="app-page__subtitle">Every email Chairside sends, one template each. Open one to see both of its parts with sample data.</p>
      {templates.isPending ? <p>Loading…</p> : null}
      {templates.isError ? <p className="text-danger">{templates.error.message}</p> : null}
      {templates.data ? (
        <ul className="admin-email-list" aria-label="Email templates">
          {templates.data.map((template) => (
            <li key={template.name} className="app-panel admin-email-list__item" data-testid="email-template">
              <h2 className="h6 mb-1">
                <Link to={template.name}>{template.name}</Link>
              </h2>
              <p className="mb-1 small">
                <span className="text-body-secondary">Subject: </span>
                {template.subject}
              </p>
              <p className="mb-0 small text-body-secondary">{template.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
