// An interview as the practice or the applicant sees it.
import type { Interview } from '@chairside/domain/hiring';
import { interviewTypeLabel } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import type { InterviewRow } from './interviews-repository';

/** Who is looking at an interview: the practice that proposed it, or the applicant. */
export type InterviewViewer = 'practice' | 'applicant';

/** An interview; the applicant is not told the practice of a confidential posting (ADR 23). */
export function interviewOf(row: InterviewRow, viewer: InterviewViewer): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    username: row.username,
    name: row.name,
    position: row.position,
    positionLabel: positionLabel(row.position),
    interviewDate: row.interviewDate.toISOString(),
    type: row.type,
    typeLabel: interviewTypeLabel(row.type),
    durationMinutes: row.durationMinutes,
    location: row.location,
    notes: row.notes,
    status: row.status,
    timeZone: row.timeZone,
    sequence: row.sequence,
    response: row.response,
    responseMessage: row.responseMessage,
    respondedDate: row.respondedAt ? row.respondedAt.toISOString() : null,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    isConfidential: row.isConfidential,
    practice: viewer === 'applicant' && row.isConfidential ? null : { username: row.practiceUsername, name: row.practiceName },
    // The member's name with the practice's (ADR 127); not to the applicant of a confidential posting.
    proposedBy: viewer === 'applicant' && row.isConfidential ? null : row.proposedByName,
  };
}
