import type { PositionCode } from '@chairside/domain/positions';
import { lateCancellationFee, shiftTotalCents, type OfferStatus, type PracticeShift, type ProfessionalShift } from '@chairside/domain/temp-shifts';
import type { OfferRow, ShiftFacts } from './shifts-repository';

function hoursOf(shift: ShiftFacts) {
  return {
    id: shift.id,
    jobId: shift.jobId,
    title: shift.title,
    position: shift.position as PositionCode,
    date: shift.date,
    startTime: shift.startTime,
    endTime: shift.endTime,
    timeZone: shift.timeZone,
    breakMinutes: shift.breakMinutes,
    rateCents: shift.rateCents,
    totalCents: shiftTotalCents(shift, shift.timeZone),
    bookingMode: shift.bookingMode,
    status: shift.status,
    notes: shift.notes,
  };
}

export type PracticeShiftExtras = {
  offers: OfferRow[];
  reliability: Map<number, number>;
  names: Map<number, { username: string; name: string }>;
  /** Revealed reviews of each professional (ADR 114). */
  ratings?: Map<number, { average: number | null; count: number }>;
  /** Verified credentials of each professional, without numbers (ADR 115). */
  badges?: Map<number, { licenseVerified: boolean; credentials: { label: string; state: string | null; number: string | null }[] }>;
  unbilledFeeCents: number;
  suggestedRateCents: number | null;
  now: Date;
};

const badgeOf = (extras: PracticeShiftExtras, userId: number) => {
  const badge = extras.badges?.get(userId);
  return {
    licenseVerified: badge?.licenseVerified ?? false,
    verifiedCredentials: (badge?.credentials ?? []).map((credential) => ({ label: credential.label, state: credential.state, number: null })),
  };
};

/** A shift as its practice sees it: who is booked, who was asked, and what cancelling now would cost. */
export function practiceShiftAnswer(shift: ShiftFacts, extras: PracticeShiftExtras): PracticeShift {
  const booked = shift.bookedUserId !== null ? extras.names.get(shift.bookedUserId) : undefined;
  return {
    ...hoursOf(shift),
    booked:
      booked && shift.bookedUserId !== null && shift.bookedAt
        ? {
            ...booked,
            reliability: extras.reliability.get(shift.bookedUserId) ?? 0,
            rating: extras.ratings?.get(shift.bookedUserId),
            ...badgeOf(extras, shift.bookedUserId),
            bookedAt: shift.bookedAt.toISOString(),
          }
        : null,
    requestRound: shift.requestRound,
    offers: extras.offers
      .filter((offer) => offer.shiftId === shift.id)
      .map((offer) => ({
        username: offer.username,
        name: offer.name,
        reliability: extras.reliability.get(offer.userId) ?? 0,
        rating: extras.ratings?.get(offer.userId),
        ...badgeOf(extras, offer.userId),
        status: offer.status,
        at: offer.at.toISOString(),
      })),
    cancellationFeeNowCents: shift.bookedUserId !== null ? lateCancellationFee({ lateFeePercent: shift.lateFeePercent }, shift, shift.timeZone, extras.now) : 0,
    unbilledFeeCents: extras.unbilledFeeCents,
    suggestedRateCents: extras.suggestedRateCents,
  };
}

/** A shift as a professional sees it. */
export function professionalShiftAnswer(shift: ShiftFacts, offerStatus: OfferStatus | null, userId: number): ProfessionalShift {
  return {
    ...hoursOf(shift),
    practiceName: shift.practiceName,
    place: shift.place,
    parking: shift.parking,
    requirements: shift.requirements,
    lateFeePercent: shift.lateFeePercent,
    workerClassification: shift.workerClassification,
    offerStatus,
    isBookedByMe: shift.bookedUserId === userId,
  };
}
