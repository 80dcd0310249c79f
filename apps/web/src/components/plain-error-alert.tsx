import { useRef, type ReactNode } from 'react';
import { useFocusOnAppear } from './focus-on-appear';

/**
 * FormErrorAlert in plain Bootstrap markup, for pages kept free of react-bootstrap's Alert: a
 * failed action's message that takes focus when it appears or its message changes. `children`
 * come after the message: a way out, such as a link.
 */
export function PlainErrorAlert({ message, className, children }: { message: string; className?: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnAppear(ref, message);
  return (
    <div ref={ref} className={className ? `alert alert-danger ${className}` : 'alert alert-danger'} role="alert" tabIndex={-1}>
      {message}
      {children}
    </div>
  );
}
