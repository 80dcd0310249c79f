import { assessmentStatusOf, type AssessmentAnswer, type AssessmentKind } from '@chairside/domain/assessments/catalog';
import type { StoredProgress, StoredResult } from './assessments-repository';
import { INSTRUMENTS } from './instruments';

/**
 * The answer of GET .../{kind}. `withProgress` false (a practice reading a candidate): no saved
 * progress and no answers, only the result. DISC also answers its four scores at the top.
 */
export function assessmentAnswerOf(
  kind: AssessmentKind,
  stored: StoredResult | null | undefined,
  progress: StoredProgress | null | undefined,
  withProgress = true,
): AssessmentAnswer {
  const shownProgress = withProgress ? (progress ?? null) : null;
  const answer: AssessmentAnswer = {
    kind,
    status: assessmentStatusOf(Boolean(stored), Boolean(shownProgress)),
    version: INSTRUMENTS[kind].version,
    scoredVersion: stored?.version ?? null,
    completedDate: stored?.completedDate ?? null,
    progressDate: shownProgress?.progressDate ?? null,
    answers: withProgress ? (stored?.answers ?? null) : null,
    progress: shownProgress?.answers ?? null,
    result: stored?.result ?? null,
  };
  if (kind === 'disc') {
    const result = stored?.result as { D?: number; I?: number; S?: number; C?: number } | undefined;
    return { ...answer, D: result?.D ?? null, I: result?.I ?? null, S: result?.S ?? null, C: result?.C ?? null };
  }
  return answer;
}
