// The resume profile's licenses and certificates (ADR 115): each with its status, card and
// verification; the add form below. Cards are private: the person, administrators reviewing them,
// and practices the person applied to or that hold resume access.
import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { Credential } from '@chairside/domain/credentials';
import { failureMessage } from '../../components/form/errors';
import { AddCredentialForm } from './credential-form';
import { StatusBadge } from './credential-status';
import { openCard, refreshCredentials, removeCredential, uploadCard, useCredentials, verifyCredential } from './credentials-api';

export function CredentialsPanel({ username }: { username: string }) {
  const credentials = useCredentials(username);
  return (
    <section className="mt-4 border-top pt-3" aria-labelledby="credentials-title" id="licenses">
      <h2 id="credentials-title" className="h5">
        Licenses and certificates
      </h2>
      <p className="small text-body-secondary">
        Verified licenses show a “License verified” badge to practices. Numbers and card pictures are shown only to practices you apply to or that hold resume
        access.
      </p>
      {credentials.isPending ? <p>Loading…</p> : null}
      {credentials.isError ? <p className="text-danger">{failureMessage(credentials.error)}</p> : null}
      {credentials.data && credentials.data.length === 0 ? <p>No licenses or certificates yet.</p> : null}
      {credentials.data && credentials.data.length > 0 ? (
        <ul className="list-unstyled credential-list">
          {credentials.data.map((credential) => (
            <CredentialItem key={credential.id} username={username} credential={credential} />
          ))}
        </ul>
      ) : null}
      <AddCredentialForm username={username} />
    </section>
  );
}

function CredentialItem({ username, credential }: { username: string; credential: Credential }) {
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      await refreshCredentials(queries, username);
    } catch (caught) {
      setProblem(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const attach = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => uploadCard(username, credential.id, file));
  };
  const lastCheck = credential.checks[0];
  return (
    <li className="credential-item border-bottom py-2" aria-label={credential.label} data-testid="credential">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong>{credential.label}</strong>
        {credential.state ? <span>{credential.state}</span> : null}
        {credential.number ? <span className="text-body-secondary">#{credential.number}</span> : null}
        <StatusBadge status={credential.status} />
      </div>
      <div className="small text-body-secondary">
        {credential.expiresOn ? `Expires ${credential.expiresOn}. ` : ''}
        {credential.status === 'VERIFIED' && credential.verifiedAt
          ? `Verified ${credential.verifiedSource === 'NPI_REGISTRY' ? 'through the NPI Registry' : 'by Chairside with the state board'} on ${credential.verifiedAt.slice(0, 10)}.`
          : lastCheck?.detail}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-1">
        {credential.cardUrl ? (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            onClick={() => void openCard(credential.cardUrl!).catch((caught: unknown) => setProblem(failureMessage(caught)))}
          >
            View card
          </Button>
        ) : null}
        <label className="btn btn-outline-primary btn-sm mb-0">
          {credential.cardUrl ? 'Replace card' : 'Attach card'}
          <input
            type="file"
            className="visually-hidden"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            onChange={attach}
            aria-label={`Card for ${credential.label}`}
          />
        </label>
        {credential.status === 'UNVERIFIED' || credential.status === 'MISMATCH' || credential.status === 'EXPIRED' ? (
          <Button size="sm" disabled={busy} onClick={() => void run(() => verifyCredential(username, credential.id))}>
            Verify
          </Button>
        ) : null}
        <Button
          variant="outline-danger"
          size="sm"
          disabled={busy}
          onClick={() => void run(() => removeCredential(username, credential.id))}
          aria-label={`Remove: ${credential.label}`}
        >
          Remove
        </Button>
      </div>
      {problem ? (
        <p className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
