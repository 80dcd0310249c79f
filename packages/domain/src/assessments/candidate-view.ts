// What a practice sees of a candidate's assessments (GET users/employers/{id}/candidates/{username}/assessments).
import { z } from 'zod';

const StoredSchema = z.object({ completedDate: z.string(), version: z.number().int(), result: z.record(z.string(), z.unknown()) }).nullable();

export const CandidateAssessmentsSchema = z.object({
  username: z.string(),
  results: z.record(z.string(), StoredSchema),
  practiceCultureDone: z.boolean(),
  fit: z
    .object({
      percent: z.number().int(),
      sameAnswers: z.number().int(),
      questions: z.number().int(),
      drivers: z.array(z.object({ kind: z.enum(['shared', 'gap', 'answers']), theme: z.string().optional(), text: z.string() })),
      explanation: z.string(),
    })
    .nullable(),
});
export type CandidateAssessments = z.infer<typeof CandidateAssessmentsSchema>;
