import type { AssessmentKind, StaffAssessmentKind } from '@chairside/domain/assessments/catalog';

/** The spec's sub-pages of /app/assessments, by kind. */
export const TAKE_PATH: Record<StaffAssessmentKind, string> = {
  disc: '/app/assessments/disc',
  emotions: '/app/assessments/emotional-intelligence',
  values: '/app/assessments/core-values',
  culture: '/app/assessments/culture-q',
  alignment: '/app/assessments/alignment',
  satisfaction: '/app/assessments/satisfaction',
  skills: '/app/assessments/skills',
};

export const RESULTS_PATH: Record<AssessmentKind, string> = {
  disc: '/app/assessments/disc/results',
  emotions: '/app/assessments/emotional-intelligence/results',
  values: '/app/assessments/core-values/results',
  culture: '/app/assessments/culture/results',
  alignment: '/app/assessments/alignment/results',
  satisfaction: '/app/assessments/satisfaction/results',
  skills: '/app/assessments/skills/results',
  'culture-employer': '/app/assessments/culture/results',
};
