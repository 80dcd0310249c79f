// The status of a license or certificate, in words, and the "License verified" badge.
import type { CredentialStatus } from '@chairside/domain/credentials';

export const STATUS_LABELS: Record<CredentialStatus, string> = {
  UNVERIFIED: 'Not verified',
  PENDING: 'Being checked',
  VERIFIED: 'Verified',
  EXPIRED: 'Expired',
  MISMATCH: 'Did not match',
};
const STATUS_CLASSES: Record<CredentialStatus, string> = {
  UNVERIFIED: 'text-bg-light',
  PENDING: 'text-bg-warning',
  VERIFIED: 'text-bg-success',
  EXPIRED: 'text-bg-secondary',
  MISMATCH: 'text-bg-danger',
};

export function StatusBadge({ status }: { status: CredentialStatus }) {
  return <span className={`badge ${STATUS_CLASSES[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** The badge on resume cards, applicants and profiles. */
export function LicenseVerifiedBadge() {
  return (
    <span className="resume-badge resume-badge--verified" data-testid="license-verified">
      ✓ License verified
    </span>
  );
}
