import { Link } from 'react-router';
import { organizationPath } from '@chairside/domain/job-directory-rules';

/** A posting's practice as the API answers it: null when the posting is confidential. */
export type PostingPractice = { username: string; name: string; isPublic: boolean; isVerified?: boolean } | null;

export const CONFIDENTIAL_PRACTICE = 'Confidential dental practice';

/**
 * The practice a posting names: a link to its public page when its profile is public, its name
 * otherwise; a confidential posting names no practice and links nowhere.
 */
export function PracticeName({ practice }: { practice: PostingPractice }) {
  if (!practice) return <>{CONFIDENTIAL_PRACTICE}</>;
  const name = practice.isPublic ? <Link to={organizationPath(practice.username)}>{practice.name}</Link> : practice.name;
  // "Verified practice": its organization NPI is confirmed by the NPI Registry (ADR 115).
  return practice.isVerified ? (
    <>
      {name} <span className="badge text-bg-success">Verified practice</span>
    </>
  ) : (
    name
  );
}
