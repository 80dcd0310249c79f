import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import type { SiteSearchHit, SiteSearchResponse } from '@chairside/domain/site-search';
import { apiRequest } from '../../lib/api-client';

/** The spec's site-search minimum: shorter queries (after trimming) send nothing and show nothing. */
export const SITE_SEARCH_MIN_LENGTH = 3;
/** A result that has not come back after this long shows the pending state. */
export const SITE_SEARCH_PENDING_MS = 200;
/** Hits per index shown in the dialog. */
const HITS_PER_INDEX = 5;
/** Typing settles this long before a request goes. */
const DEBOUNCE_MS = 120;

type Option = SiteSearchHit & { id: string; index: string };

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** True once `active` has stayed true for `ms`. */
function useStalled(active: boolean, ms: number) {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!active) {
      setStalled(false);
      return;
    }
    const timer = setTimeout(() => setStalled(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return stalled;
}

/**
 * The site-wide search dialog: the seven indexes of GET /api9/site-search, grouped by index in
 * the spec's order (empty groups hidden). The input is a combobox: Arrow keys move through the
 * hits of every group, Enter opens the chosen one, Escape closes the dialog.
 */
export function SiteSearchModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = query.trim();
  const ready = trimmed.length >= SITE_SEARCH_MIN_LENGTH;
  const settled = useDebounced(trimmed, DEBOUNCE_MS);
  const searching = ready && settled.length >= SITE_SEARCH_MIN_LENGTH;

  const results = useQuery({
    queryKey: ['site-search', settled],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<SiteSearchResponse>(`/site-search?${new URLSearchParams({ q: settled, hitsPerPage: String(HITS_PER_INDEX) }).toString()}`, {
          signal,
          auth: false,
        })
      ).data,
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const waiting = ready && (settled !== trimmed || results.isFetching);
  const pending = useStalled(waiting, SITE_SEARCH_PENDING_MS);

  const groups = useMemo(() => {
    if (!ready || !results.data) return [];
    return results.data.results
      .filter((result) => result.hits.length > 0)
      .map((result) => ({
        index: result.index,
        nbHits: result.nbHits,
        hits: result.hits.map((hit) => ({ ...hit, index: result.index, id: `${listId}-${hit.objectID}` })),
      }));
  }, [ready, results.data, listId]);
  const options: Option[] = useMemo(() => groups.flatMap((group) => group.hits), [groups]);

  useEffect(() => setActive(-1), [results.data]);

  function close() {
    onHide();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      navigate(options[active].url);
      close();
    }
  }

  const nothing = ready && !waiting && results.data && groups.length === 0;
  const activeOption = active >= 0 ? options[active] : null;

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => {
        setQuery('');
        setActive(-1);
      }}
      aria-labelledby="site-search-title"
      className="cs-search-modal"
      scrollable
    >
      <Modal.Header closeButton closeLabel="Close search">
        <Modal.Title id="site-search-title" as="h2" className="h5">
          Search Chairside
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form role="search" aria-label="Site" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search-input" className="form-label">
            Search jobs, events, classifieds, articles and more
          </label>
          <input
            id="site-search-input"
            type="search"
            role="combobox"
            className="form-control form-control-lg"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoFocus
            aria-describedby="site-search-hint"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption?.id}
          />
          <p id="site-search-hint" className="form-text mb-0">
            Type at least {SITE_SEARCH_MIN_LENGTH} characters. Use the arrow keys to move through the results.
          </p>
        </form>
        <div role="status" className="cs-search__status mt-2">
          {pending ? <p className="mb-0 text-body-secondary">Searching…</p> : null}
          {nothing ? <p className="mb-0">No results for “{trimmed}”.</p> : null}
          {results.isError && ready ? <p className="mb-0 text-danger">Search is not available right now. Please try again.</p> : null}
          {ready && results.data && results.data.corrections.length > 0 && groups.length > 0 ? (
            <p className="mb-0 small">Showing results for {results.data.corrections.map((correction) => `“${correction.to}”`).join(', ')}.</p>
          ) : null}
        </div>
        <div id={listId} role="listbox" aria-label="Search results" className={pending ? 'opacity-50' : undefined}>
          {groups.map((group) => (
            // The group is named by aria-label; its visible heading is for sighted readers only.
            <div key={group.index} role="group" aria-label={group.index} className="mt-3">
              <div aria-hidden="true" className="fw-semibold text-uppercase small text-body-secondary mb-1">
                {group.index}
              </div>
              {group.hits.map((hit) => {
                const selected = activeOption?.id === hit.id;
                return (
                  // The input owns the keyboard (a combobox): the options take the pointer only.
                  <div
                    key={hit.id}
                    id={hit.id}
                    role="option"
                    aria-selected={selected}
                    className={`cs-search__hit rounded px-2 py-1${selected ? ' bg-primary-subtle' : ''}`}
                    onClick={() => {
                      navigate(hit.url);
                      close();
                    }}
                    onMouseEnter={() => setActive(options.indexOf(hit))}
                  >
                    <span className="d-block fw-semibold text-primary-emphasis">{hit.title}</span>
                    {hit.subtitle ? <span className="d-block small text-body-secondary">{hit.subtitle}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
