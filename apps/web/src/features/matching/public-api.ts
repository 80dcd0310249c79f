// What matching offers the other features: the one way in (ADR 93).
export { MatchBreakdown, MatchPercent } from './match-breakdown';
export { matchCriteriaPath, matchesPath, useApplicantMatches } from './matching-api';
