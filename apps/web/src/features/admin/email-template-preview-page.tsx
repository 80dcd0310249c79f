import { useState } from 'react';
import { Link, useParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { PageMeta } from '../../lib/page-meta';
import { ADMIN_HOME } from './admin-sections';
import { useEmailTemplate } from './email-templates-api';

const WIDTHS = {
  desktop: { label: 'Desktop', className: 'admin-email__frame' },
  phone: { label: 'Phone', className: 'admin-email__frame admin-email__frame--phone' },
} as const;
type Width = keyof typeof WIDTHS;

/**
 * Admin: one email template with its sample data, as it would be sent: the HTML part in a
 * sandboxed frame (no scripts, no access to this page), at a desktop or a phone's width, and the
 * text part below it.
 */
export function EmailTemplatePreviewPage() {
  const name = useParams().name ?? '';
  const email = useEmailTemplate(name);
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <>
      <PageMeta title={`${name} · Email templates · Admin`} noindex />
      <p className="mb-2">
        <Link to={`${ADMIN_HOME}/email-templates`}>All email templates</Link>
      </p>
      <h1 className="app-page__title" id="admin-title">
        {name}
      </h1>
      {email.isPending ? <p>Loading…</p> : null}
      {email.isError ? <p className="text-danger">{email.error.message}</p> : null}
      {email.data ? (
        <>
          <p className="app-page__subtitle">{email.data.description}</p>
          <dl className="app-panel admin-email__subject">
            <dt>Subject</dt>
            <dd data-testid="email-subject">{email.data.subject}</dd>
          </dl>
          <section aria-labelledby="email-html-title" className="mb-4">
            <div className="admin-email__bar">
              <h2 className="h5 mb-0" id="email-html-title">
                HTML part
              </h2>
              <ButtonGroup aria-label="Preview width">
                {(Object.keys(WIDTHS) as Width[]).map((key) => (
                  <Button
                    key={key}
                    size="sm"
                    variant={width === key ? 'primary' : 'outline-primary'}
                    aria-pressed={width === key}
                    onClick={() => setWidth(key)}
                  >
                    {WIDTHS[key].label}
                  </Button>
                ))}
              </ButtonGroup>
            </div>
            <iframe className={WIDTHS[width].className} title={`The HTML part of ${name}`} sandbox="" srcDoc={email.data.html} />
          </section>
          <section aria-labelledby="email-text-title">
            <h2 className="h5" id="email-text-title">
              Text part
            </h2>
            <pre className="app-panel admin-email__text" tabIndex={0} aria-labelledby="email-text-title" data-testid="email-text">
              {email.data.text}
            </pre>
          </section>
        </>
      ) : null}
    </>
  );
}
