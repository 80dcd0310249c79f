import { useState } from 'react';
import { downloadApiFile } from '../../lib/api-file';
import { failureMessage } from '../../components/form/errors';

/**
 * Downloads the practice's applicants as a CSV file (one posting's with jobId, else every
 * posting's). The file's cells are neutralised by the API, so a spreadsheet shows names as text.
 */
export function ExportApplicantsButton({ username, jobId, label }: { username: string; jobId?: number; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const query = jobId === undefined ? '' : `?jobId=${jobId}`;
      await downloadApiFile(`/users/employers/${encodeURIComponent(username)}/applications.csv${query}`, 'applicants.csv');
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="export-applicants">
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing the file…' : (label ?? 'Download applicants (CSV)')}
      </button>
      {error ? (
        <span className="text-danger small ms-2" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
