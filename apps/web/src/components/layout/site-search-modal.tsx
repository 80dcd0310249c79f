import { useState } from 'react';
import { Link } from 'react-router';
import Modal from 'react-bootstrap/Modal';

/** The spec's site-search minimum: shorter queries (after trimming) show nothing. */
export const SITE_SEARCH_MIN_LENGTH = 3;

/**
 * The site-wide search dialog. Site search has no backend yet, so a long-enough query says so plainly
 * instead of showing results.
 */
export function SiteSearchModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [query, setQuery] = useState('');
  const ready = query.trim().length >= SITE_SEARCH_MIN_LENGTH;

  return (
    <Modal show={show} onHide={onHide} onExited={() => setQuery('')} aria-labelledby="site-search-title" className="cs-search-modal">
      <Modal.Header closeButton closeLabel="Close search">
        <Modal.Title id="site-search-title" as="h2" className="h5">
          Search Chairside
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form role="search" aria-label="Site" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search-input" className="form-label">
            Search jobs, resources and more
          </label>
          <input
            id="site-search-input"
            type="search"
            className="form-control form-control-lg"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoFocus
            aria-describedby="site-search-hint"
          />
          <p id="site-search-hint" className="form-text mb-0">
            Type at least {SITE_SEARCH_MIN_LENGTH} characters.
          </p>
        </form>
        <div role="status" className="cs-search__status">
          {ready && (
            <>
              <p className="fw-semibold mb-1">Search is coming soon.</p>
              <p className="mb-0">
                Until then, <Link to="/dental-jobs/zones/" onClick={onHide}>browse all dental jobs</Link> or{' '}
                <Link to="/dental-jobs/resources/" onClick={onHide}>view all resources</Link>.
              </p>
            </>
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
