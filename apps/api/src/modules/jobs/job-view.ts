import {
  dayOf,
  derivedFields,
  formatSchedule,
  jobLife,
  jobPostingStructuredData,
  type EmployerJob,
  type JobDate,
  type PostingFacts,
  type PublicJob,
} from '@chairside/domain/job-posting';
import type { Office } from '@chairside/domain/office';
import { requiredKindsOf } from '@chairside/domain/credentials';
import { shiftTotalCents } from '@chairside/domain/temp-shifts';
import type { JobDateRow, JobRow, PublishedJobRow } from './jobs-repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** One date of a posting as answered: a shift, with its hours in `timeZone` (the posting's). */
export function jobDateOf(row: JobDateRow, timeZone: string): JobDate {
  return {
    id: row.id,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    bookingMode: row.bookingMode,
    rateCents: row.rateCents,
    breakMinutes: row.breakMinutes,
    totalCents: shiftTotalCents(row, timeZone),
    timeZone,
  };
}

/** The spec's facts of a posting at `now`: its fields plus isExpired, isUnslotted, isActive. */
export function factsOf(row: JobRow, now: Date): PostingFacts {
  const life = jobLife(
    {
      status: row.status,
      expiredDate: iso(row.expiredDate),
      isSubscription: row.isSubscription,
      slot: row.slot ? { cancelledAt: iso(row.slot.cancelledAt), expiresAt: iso(row.slot.expiresAt) } : null,
    },
    now,
  );
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: row.description,
    city: row.city,
    state: row.state,
    zip: row.zip,
    address: row.address,
    address2: row.address2,
    status: row.status,
    postedDate: iso(row.postedDate),
    expiredDate: iso(row.expiredDate),
    ...life,
    isPlanned: row.type === 'TEMP',
    isBasic: row.isBasic,
    isSubscription: row.isSubscription,
    slotId: row.slotId,
    urltitle: row.urltitle,
    payCode: row.payCode,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
  };
}

function postingOf(row: JobRow, dates: JobDateRow[], now: Date) {
  const facts = factsOf(row, now);
  const derived = derivedFields(facts, dayOf(now));
  return {
    facts,
    derived,
    posting: {
      id: row.id,
      position: row.position,
      positionLabel: derived.positionLabel,
      name: row.name,
      description: row.description,
      city: row.city,
      state: row.state,
      zip: row.zip,
      address: row.address,
      address2: row.address2,
      lat: row.lat,
      lng: row.lng,
      status: row.status,
      type: row.type,
      isPlanned: facts.isPlanned,
      isNational: row.isNational,
      isConfidential: row.isConfidential,
      payCode: row.payCode,
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      salary: derived.salary,
      salaryUnits: derived.salaryUnits,
      specialties: row.specialties,
      jobDates: dates.filter((d) => d.jobId === row.id).map((d) => jobDateOf(d, row.timeZone)),
      employmentType: row.employmentType,
      workDays: row.workDays,
      shifts: row.shifts,
      benefits: row.benefits,
      schedule: formatSchedule(row.workDays, row.shifts),
      screeningQuestions: row.screeningQuestions,
      requiredCredentials: requiredKindsOf(row.shiftRequirements),
      urltitle: row.urltitle,
      slug: derived.slug,
      postedDate: facts.postedDate,
      expiredDate: facts.expiredDate,
      adjustedExpireDate: derived.adjustedExpireDate,
      isExpired: facts.isExpired,
      isUnslotted: facts.isUnslotted,
      isActive: facts.isActive,
      displayStatus: derived.displayStatus,
    },
  };
}

/** A posting as its employer sees it, with its applicants (all, and those not opened yet). */
export function employerJobOf(
  row: JobRow,
  dates: JobDateRow[],
  now: Date,
  applicants: { applicantCount: number; newApplicantCount: number } = { applicantCount: 0, newApplicantCount: 0 },
): EmployerJob {
  const { posting, derived } = postingOf(row, dates, now);
  return {
    ...posting,
    officeId: row.officeId,
    slotId: row.slotId,
    isBasic: row.isBasic,
    isSubscription: row.isSubscription,
    group: derived.group,
    views: row.views,
    applicantCount: applicants.applicantCount,
    newApplicantCount: applicants.newApplicantCount,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A posting as anyone sees it. Confidential: no practice, office, street address or map
 * position. The JSON-LD data only while the posting is live.
 */
export function publicJobOf(row: PublishedJobRow, dates: JobDateRow[], office: Office | null, now: Date): PublicJob {
  const { posting, facts, derived } = postingOf(row, dates, now);
  const hidden = row.isConfidential;
  const visible = hidden ? { ...posting, address: null, address2: null, lat: null, lng: null } : posting;
  return {
    ...visible,
    screeningQuestions: row.screeningQuestions.map(({ id, text }) => ({ id, text })),
    isLive: facts.isActive,
    lateCancelFeePercent: row.lateCancelFeePercent,
    workerClassification: row.workerClassification,
    practice: hidden ? null : { username: row.employerUsername, name: row.practiceName, isPublic: row.employerIsPublic, isVerified: row.practiceVerified },
    office: hidden ? null : office,
    structuredData: facts.isActive
      ? jobPostingStructuredData({
          id: row.id,
          name: row.name,
          description: row.description,
          position: row.position,
          type: row.type,
          postedDate: facts.postedDate,
          validThrough: derived.adjustedExpireDate ?? facts.expiredDate,
          address: row.address,
          address2: row.address2,
          city: row.city,
          state: row.state,
          zip: row.zip,
          isConfidential: row.isConfidential,
          practiceName: row.practiceName,
          practiceWebsite: row.practiceWebsite,
          // Practices have no logo yet: the markup names one once they do.
          practiceLogo: null,
          // A posting of this site takes its applications on its own page (Apply); partner
          // postings, whose applications happen elsewhere, have no page here and no JobPosting.
          directApply: true,
          payCode: row.payCode,
          salaryMin: row.salaryMin,
          salaryMax: row.salaryMax,
          employmentType: row.employmentType,
        })
      : null,
  };
}
