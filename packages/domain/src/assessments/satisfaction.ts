// Job satisfaction check (our own items): 10 statements about the person's current or most recent
// job, five-point agreement, two items for each of five areas; one reverse-keyed item per area.
// Scores per area and overall, 0-100. Owner-only: practices never see it (ADR 0051).
import { AGREEMENT_OPTIONS, agreementValue, scaleToPercent, type QuestionBank } from './instrument';

export const SATISFACTION_AREAS = {
  pay: 'Pay and benefits',
  team: 'Team and colleagues',
  growth: 'Growth and learning',
  leadership: 'Leadership and communication',
  workload: 'Workload and schedule',
} as const;
export type SatisfactionArea = keyof typeof SATISFACTION_AREAS;

type Item = { id: string; area: SatisfactionArea; text: string; reversed?: boolean };

const ITEMS: readonly Item[] = [
  { id: 'sat-01', area: 'pay', text: 'My pay is fair for the work I do.' },
  { id: 'sat-02', area: 'pay', text: 'I worry that my benefits would not cover me if I needed them.', reversed: true },
  { id: 'sat-03', area: 'team', text: 'I enjoy working with the people on my team.' },
  { id: 'sat-04', area: 'team', text: 'Tension between colleagues makes my days harder.', reversed: true },
  { id: 'sat-05', area: 'growth', text: 'I am learning new skills in my current job.' },
  { id: 'sat-06', area: 'growth', text: 'I cannot see where my career goes from here at this practice.', reversed: true },
  { id: 'sat-07', area: 'leadership', text: 'The dentist or office manager tells us clearly what is expected.' },
  { id: 'sat-08', area: 'leadership', text: 'Decisions that affect my work are made without asking me.', reversed: true },
  { id: 'sat-09', area: 'workload', text: 'My schedule leaves enough time to do the work properly.' },
  { id: 'sat-10', area: 'workload', text: 'I often leave work exhausted.', reversed: true },
];

export const SATISFACTION_BANK: QuestionBank = {
  id: 'satisfaction',
  version: 1,
  questions: ITEMS.map((item) => ({ id: item.id, text: item.text, options: AGREEMENT_OPTIONS, group: item.area })),
};

export type SatisfactionResult = { overall: number; areas: { area: SatisfactionArea; label: string; score: number }[] };

export function scoreSatisfaction(answers: ReadonlyMap<string, string>): SatisfactionResult {
  const valueOf = (item: Item) => agreementValue(answers.get(item.id) as string, item.reversed);
  const answered = ITEMS.filter((item) => answers.has(item.id));
  const areas = (Object.keys(SATISFACTION_AREAS) as SatisfactionArea[]).map((area) => ({
    area,
    label: SATISFACTION_AREAS[area],
    score: scaleToPercent(answered.filter((item) => item.area === area).map(valueOf)),
  }));
  return { overall: scaleToPercent(answered.map(valueOf)), areas };
}
