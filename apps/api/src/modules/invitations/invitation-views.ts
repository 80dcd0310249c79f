// The invitations as the practice and the job seeker see them.
import type { JobInvitation, StaffInvitation } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import type { JobSummary } from '../jobs/public-api';
import { hiringJobOf } from '../applications/public-api';
import type { InvitationRow, InviteeRow } from './invitations-repository';

export function jobInvitationOf(row: InviteeRow): JobInvitation {
  return {
    invitationId: row.id,
    jobId: row.jobId,
    username: row.username,
    name: row.name,
    position: row.position,
    positionLabel: positionLabel(row.position),
    city: row.city,
    state: row.state,
    status: row.status,
    message: row.message,
    invitedDate: row.createdAt.toISOString(),
    respondedDate: row.respondedAt ? row.respondedAt.toISOString() : null,
    applicationId: row.applicationId,
  };
}

export function staffInvitationOf(row: InvitationRow, job: JobSummary): StaffInvitation {
  return {
    invitationId: row.id,
    jobId: row.jobId,
    status: row.status,
    message: row.message,
    invitedDate: row.createdAt.toISOString(),
    respondedDate: row.respondedAt ? row.respondedAt.toISOString() : null,
    applicationId: row.applicationId,
    job: hiringJobOf(job),
    screeningQuestions: job.screeningQuestions.map(({ id, text }) => ({ id, text })),
  };
}
