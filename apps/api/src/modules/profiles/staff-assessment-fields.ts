import type { AssessmentResults } from '@chairside/domain/profile-completeness';
import type { CurrentStaff } from '@chairside/domain/resume-profile';

type Fields = Pick<CurrentStaff, 'discScores' | 'emotion' | 'values' | 'culture' | 'alignmentQuestionnaire'>;

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The spec's staff profile assessment fields, from the stored results (written by the assessments module). */
export function staffAssessmentFieldsOf(results: AssessmentResults): Fields {
  const disc = record(results.discScores);
  const values = record(results.values);
  const culture = record(record(results.culture)?.profile);
  const alignment = record(results.alignmentQuestionnaire);
  const top = Array.isArray(values?.top) ? (values.top as unknown[]) : null;
  return {
    discScores: disc ? { D: Number(disc.D) || 0, I: Number(disc.I) || 0, S: Number(disc.S) || 0, C: Number(disc.C) || 0 } : null,
    emotion: results.emotion ? { isComplete: results.emotion.isComplete === true } : null,
    values: top ? top.map((item) => String(record(item)?.label ?? item)) : null,
    culture: culture ? Object.fromEntries(Object.entries(culture).map(([theme, share]) => [theme, Number(share) || 0])) : null,
    alignmentQuestionnaire: alignment
      ? { personalVisionAnswer: String(alignment.personalVisionAnswer ?? ''), teamExpectationsAnswer: String(alignment.teamExpectationsAnswer ?? '') }
      : null,
  };
}
