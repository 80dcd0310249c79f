import { useRef, type ReactNode } from 'react';
import { useFocusOnAppear } from '../../components/focus-on-appear';

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
 * A failure (announced at once, and taking focus like FormErrorAlert when it appears or its text
 * changes) or a success message in Bootstrap's alert style. Plain markup: these alerts never
 * animate, and react-bootstrap's Alert would bring its fade transition to every public page.
 */
export function AuthAlert({ variant, children }: { variant: 'danger' | 'success'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const failure = variant === 'danger';
  useFocusOnAppear(ref, typeof children === 'string' ? children : null, failure);
  return (
    <div ref={ref} className={`alert alert-${variant}`} role={failure ? 'alert' : 'status'} tabIndex={failure ? -1 : undefined}>
      {children}
    </div>
  );
}
