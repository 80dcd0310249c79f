import type { ReactNode } from 'react';

/** The narrow centred panel the sign-in, sign-up and password pages sit in. */
export function AuthCard({ title, lead, children, wide }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`auth-page container${wide ? ' auth-page--wide' : ''}`}>
      <div className="auth-card card shadow-sm">
        <div className="card-body">
          <h1 className="auth-card__title">{title}</h1>
          {lead ? <p className="auth-card__lead text-body-secondary">{lead}</p> : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * A failure (announced at once) or a success message in Bootstrap's alert style. Plain markup: these
 * alerts never animate, and react-bootstrap's Alert would bring its fade transition to every public page.
 */
export function AuthAlert({ variant, children }: { variant: 'danger' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
