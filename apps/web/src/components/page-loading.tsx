import Spinner from 'react-bootstrap/Spinner';

/** What a person sees while a page or its data is on the way. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
