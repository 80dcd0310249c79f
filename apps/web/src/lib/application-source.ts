// Where a job seeker came to a posting from (ADR 121), kept in the tab until they apply. The job
// page notes only what it saw (the `from` parameter our links carry, the referrer when the job page
// is the first page of the visit); the apply step, loaded later, turns it into a source, so the
// job page's bundle stays small.
import type { ApplicationSource } from '@chairside/domain/application-source';

const keyOf = (jobId: number) => `chairside.application-source.${jobId}`;

/** What a visit to a job page saw: the `from` parameter, the referrer of a first page, or a known source. */
type NotedVisit = { from: string | null; referrer: string | null; fallback: ApplicationSource | null };

/** Notes this visit to a job page (the first one seen in the tab wins); `fallback` when nothing else is known. */
export function rememberApplicationSource(jobId: number, fallback: ApplicationSource | null = null): void {
  try {
    if (sessionStorage.getItem(keyOf(jobId))) return;
    // React Router numbers the tab's history entries: 0 is the page the visit started on.
    const landed = (window.history.state as { idx?: number } | null)?.idx === 0;
    const visit: NotedVisit = { from: new URLSearchParams(window.location.search).get('from'), referrer: landed ? document.referrer : null, fallback };
    sessionStorage.setItem(keyOf(jobId), JSON.stringify(visit));
  } catch {
    // Storage refused (private mode): the application goes without a source.
  }
}

/** The noted visit to the posting, if any. */
export function notedVisit(jobId: number): NotedVisit | undefined {
  try {
    const noted = sessionStorage.getItem(keyOf(jobId));
    return noted ? (JSON.parse(noted) as NotedVisit) : undefined;
  } catch {
    return undefined;
  }
}
