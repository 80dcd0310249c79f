// Core values (our own list): the person chooses 5 to 10 of 20 work values and ranks them; the
// result is the ranked top five. Ranking, not rating, so every value cannot be "very important".
import { z } from 'zod';

export type CoreValue = { id: string; label: string; description: string };

export const VALUES_VERSION = 1;
export const VALUES_MIN = 5;
export const VALUES_MAX = 10;
export const VALUES_TOP = 5;

export const CORE_VALUES: readonly CoreValue[] = [
  { id: 'patient-care', label: 'Patient care', description: 'Putting the patient’s health and comfort first.' },
  { id: 'integrity', label: 'Integrity', description: 'Being honest, even when it costs something.' },
  { id: 'teamwork', label: 'Teamwork', description: 'Succeeding together rather than alone.' },
  { id: 'excellence', label: 'Clinical excellence', description: 'Doing the work to the highest standard.' },
  { id: 'learning', label: 'Learning', description: 'Growing skills and knowledge all the time.' },
  { id: 'stability', label: 'Stability', description: 'A secure job and a predictable routine.' },
  { id: 'balance', label: 'Work-life balance', description: 'Time and energy for life outside work.' },
  { id: 'recognition', label: 'Recognition', description: 'Having good work noticed and appreciated.' },
  { id: 'income', label: 'Income', description: 'Earning well for the work done.' },
  { id: 'autonomy', label: 'Autonomy', description: 'Freedom to decide how to do the job.' },
  { id: 'leadership', label: 'Leadership', description: 'Guiding others and taking responsibility.' },
  { id: 'compassion', label: 'Compassion', description: 'Kindness toward patients and colleagues.' },
  { id: 'respect', label: 'Respect', description: 'Treating and being treated as a professional.' },
  { id: 'innovation', label: 'Innovation', description: 'Trying new technology and better ways of working.' },
  { id: 'community', label: 'Community', description: 'Serving and being part of the local community.' },
  { id: 'reliability', label: 'Reliability', description: 'Being someone others can count on.' },
  { id: 'fun', label: 'Enjoyment', description: 'A workplace with humour and a good atmosphere.' },
  { id: 'achievement', label: 'Achievement', description: 'Reaching goals and seeing results.' },
  { id: 'fairness', label: 'Fairness', description: 'Equal treatment and clear, consistent rules.' },
  { id: 'faith-ethics', label: 'Ethics', description: 'Acting on a clear sense of right and wrong in care.' },
];

const VALUE_IDS = new Set(CORE_VALUES.map((value) => value.id));
const LABELS = new Map(CORE_VALUES.map((value) => [value.id, value.label]));

/** PUT values: 5 to 10 value ids, most important first, each once. */
export const ValuesInputSchema = z
  .array(z.string({ error: 'A value is a text id.' }).max(40, 'A value id is at most 40 characters.'), { error: 'values is a list of value ids.' })
  .min(VALUES_MIN, `Choose at least ${VALUES_MIN} values.`)
  .max(VALUES_MAX, `Choose at most ${VALUES_MAX} values.`)
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (!VALUE_IDS.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: `'${id.slice(0, 40)}' is not on the values list.` });
      else if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: `'${id}' is chosen twice.` });
      seen.add(id);
    });
  });

export type ValuesResult = { top: { id: string; label: string; rank: number }[]; ranked: string[] };

export function scoreValues(ranked: readonly string[]): ValuesResult {
  return {
    ranked: [...ranked],
    top: ranked.slice(0, VALUES_TOP).map((id, index) => ({ id, label: LABELS.get(id) ?? id, rank: index + 1 })),
  };
}
