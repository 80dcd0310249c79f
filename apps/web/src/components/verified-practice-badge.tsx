/** "Verified practice": its organization NPI is confirmed by the NPI Registry (ADR 115). */
export function VerifiedPracticeBadge() {
  return (
    <span className="badge text-bg-success ms-2 align-middle" data-testid="verified-practice" title="Organization NPI confirmed with the NPI Registry">
      Verified practice
    </span>
  );
}
