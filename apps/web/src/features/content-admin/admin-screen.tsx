import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { PageMeta } from '../../lib/page-meta';

/**
 * The frame of an admin screen: its title (the admin area's heading), actions beside it, and the
 * content. Content and moderation screens share it.
 */
export function AdminScreen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageMeta title={`${title} · Admin`} noindex />
      <div className="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-3">
        <h1 className="app-page__title mb-0" id="admin-title">
          {title}
        </h1>
        {actions ? <div className="d-flex gap-2">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}

/** A state badge for admin lists: draft, scheduled, published (and moderation's pending, approved, rejected). */
const STATE_BADGES: Record<string, { label: string; variant: string }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  published: { label: 'Published', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'danger' },
};

export function StateBadge({ state }: { state: string }) {
  const badge = STATE_BADGES[state] ?? { label: state, variant: 'secondary' };
  return (
    <Badge bg={badge.variant} text={badge.variant === 'warning' || badge.variant === 'info' ? 'dark' : undefined}>
      {badge.label}
    </Badge>
  );
}
