// What a job seeker typed on the apply page, kept in this tab's session storage while they go
// to complete their profile, and the job they are applying to (for the way back).

const draftKey = (jobId: string | number) => `chairside.apply-draft.${jobId}`;
const APPLYING_TO_KEY = 'chairside.applying-to';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage blocked by the browser: typing still works, it is just not kept.
  }
}

export function readApplicationDraft(jobId: string | number): string {
  return storage()?.getItem(draftKey(jobId)) ?? '';
}

export function saveApplicationDraft(jobId: string | number, message: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (message) store.setItem(draftKey(jobId), message);
    else store.removeItem(draftKey(jobId));
  } catch {
    // Full storage: the message stays on the page.
  }
}

/** The job the person is completing their profile for, or null. */
export function readApplyingTo(): number | null {
  const value = Number(storage()?.getItem(APPLYING_TO_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function rememberApplyingTo(jobId: number): void {
  try {
    storage()?.setItem(APPLYING_TO_KEY, String(jobId));
  } catch {
    // Full storage: no way-back banner, nothing else changes.
  }
}

export function forgetApplyingTo(): void {
  storage()?.removeItem(APPLYING_TO_KEY);
}

/** After applying: the typed message and the way-back banner are done with. */
export function clearApplication(jobId: string | number): void {
  storage()?.removeItem(draftKey(jobId));
  if (readApplyingTo() === Number(jobId)) forgetApplyingTo();
}
