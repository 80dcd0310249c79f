// What assessments offers the other features: the one way in (ADR 93).
export { CandidateAssessmentsPanel, CultureFitBadge } from './candidate-fit';
