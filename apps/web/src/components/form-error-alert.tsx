import { useEffect, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

type FormErrorAlertProps = {
  message: string;
  /** Takes focus when it appears or its message changes; off when focus went to a field in error. */
  focus?: boolean;
  className?: string;
  /** Shown after the message: a way out, such as a link. */
  children?: ReactNode;
};

/**
 * A form's error that belongs to no one field, shown beside the form's buttons. It takes focus
 * when it appears, so the person, and their screen reader, are where the problem is told.
 */
export function FormErrorAlert({ message, focus = true, className, children }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    // Scrolled to on its own: this also wins over the scroll to the top of a page just opened.
    ref.current.scrollIntoView({ block: 'center' });
  }, [message, focus]);
  return (
    <Alert ref={ref} variant="danger" role="alert" tabIndex={-1} className={className}>
      {message}
      {children}
    </Alert>
  );
}
