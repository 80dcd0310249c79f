import { useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useFocusOnAppear } from './focus-on-appear';

type FormErrorAlertProps = {
  message: string;
  /** Takes focus when it appears or its message changes; off when focus went to a field in error. */
  focus?: boolean;
  className?: string;
  /** Shown after the message: a way out, such as a link. */
  children?: ReactNode;
  /** Given: the alert has a close button that calls it. */
  onClose?: () => void;
};

/**
 * A form's error that belongs to no one field, shown beside the form's buttons. It takes focus
 * when it appears, so the person, and their screen reader, are where the problem is told.
 */
export function FormErrorAlert({ message, focus = true, className, children, onClose }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnAppear(ref, message, focus);
  return (
    <Alert ref={ref} variant="danger" role="alert" tabIndex={-1} className={className} dismissible={Boolean(onClose)} onClose={onClose}>
      {message}
      {children}
    </Alert>
  );
}
