// Emotional intelligence self-report (our own items): 5 statements for each of the spec's four
// groups, answered on a five-point agreement scale; some items are reverse-keyed. A group's score
// is the mean answer mapped to 0-100. Levels: 75 and above a strength, 50-74 developing, below 50
// a growth area. What it measures and its limits: docs/decisions/0051-assessment-instruments.md.
import { AGREEMENT_OPTIONS, agreementValue, scaleToPercent, type QuestionBank } from './instrument';

export const EI_GROUPS = ['self-awareness', 'self-management', 'social-awareness', 'relationship-management'] as const;
export type EiGroup = (typeof EI_GROUPS)[number];

export type EiGroupText = { label: string; strength: string; tips: string[] };

/** The spec's four groups, each with a strength text and improvement tips. */
export const EI_GROUP_TEXT: Record<EiGroup, EiGroupText> = {
  'self-awareness': {
    label: 'Self-Awareness',
    strength: 'You notice your own moods and what triggers them, and you know your strengths and limits at work.',
    tips: [
      'At the end of a shift, note one moment that raised your stress and what caused it.',
      'Ask a trusted colleague how you come across when the schedule runs late.',
      'Name the feeling before you act on it: "I am frustrated because…"',
    ],
  },
  'self-management': {
    label: 'Self-Management',
    strength: 'You stay composed under pressure, keep your commitments and recover quickly from a hard appointment.',
    tips: [
      'Take one slow breath between patients before you reset the operatory.',
      'When you feel a sharp reply coming, pause and ask a question instead.',
      'Plan the hardest task of the day for the time you have the most energy.',
    ],
  },
  'social-awareness': {
    label: 'Social Awareness',
    strength: 'You read patients and colleagues well: you notice anxiety, fatigue or tension before anyone says a word.',
    tips: [
      'Watch a patient’s hands and breathing in the chair, not only their words.',
      'Before a team huddle, think about who had a hard day yesterday.',
      'Repeat back what a patient said to check you understood them.',
    ],
  },
  'relationship-management': {
    label: 'Relationship Management',
    strength: 'You build trust, handle disagreement constructively and help the team work well together.',
    tips: [
      'Thank a colleague for something specific they did today.',
      'Raise a disagreement early and in private, focusing on the situation.',
      'Offer help before it is asked for when a teammate falls behind.',
    ],
  },
};

type Item = { id: string; group: EiGroup; text: string; reversed?: boolean };

const ITEMS: readonly Item[] = [
  { id: 'ei-sa-1', group: 'self-awareness', text: 'I can tell when my mood is starting to affect my work.' },
  { id: 'ei-sa-2', group: 'self-awareness', text: 'I know which parts of my job drain me and which energise me.' },
  { id: 'ei-sa-3', group: 'self-awareness', text: 'I am often surprised by how strongly I react to things.', reversed: true },
  { id: 'ei-sa-4', group: 'self-awareness', text: 'I can name what I am feeling when a day gets stressful.' },
  { id: 'ei-sa-5', group: 'self-awareness', text: 'I have a realistic picture of what I do well and what I do less well.' },
  { id: 'ei-sm-1', group: 'self-management', text: 'I stay calm when a patient is rude or upset.' },
  { id: 'ei-sm-2', group: 'self-management', text: 'After a difficult appointment I can give the next patient my full attention.' },
  { id: 'ei-sm-3', group: 'self-management', text: 'When I am frustrated, people around me usually know it.', reversed: true },
  { id: 'ei-sm-4', group: 'self-management', text: 'I keep my commitments even on busy days.' },
  { id: 'ei-sm-5', group: 'self-management', text: 'I adapt without much fuss when the schedule changes.' },
  { id: 'ei-so-1', group: 'social-awareness', text: 'I notice when a patient is nervous even if they say they are fine.' },
  { id: 'ei-so-2', group: 'social-awareness', text: 'I can sense tension in the team before anyone mentions it.' },
  { id: 'ei-so-3', group: 'social-awareness', text: 'I sometimes miss how my words land with others.', reversed: true },
  { id: 'ei-so-4', group: 'social-awareness', text: 'I try to see a situation from a colleague’s point of view.' },
  { id: 'ei-so-5', group: 'social-awareness', text: 'I adjust how I explain things to suit each patient.' },
  { id: 'ei-rm-1', group: 'relationship-management', text: 'I can disagree with a colleague without damaging our relationship.' },
  { id: 'ei-rm-2', group: 'relationship-management', text: 'People come to me when they need help sorting out a problem.' },
  { id: 'ei-rm-3', group: 'relationship-management', text: 'I avoid difficult conversations for as long as I can.', reversed: true },
  { id: 'ei-rm-4', group: 'relationship-management', text: 'I give feedback in a way people can accept.' },
  { id: 'ei-rm-5', group: 'relationship-management', text: 'I help new team members feel welcome.' },
];

export const EMOTIONS_BANK: QuestionBank = {
  id: 'emotions',
  version: 1,
  questions: ITEMS.map((item) => ({ id: item.id, text: item.text, options: AGREEMENT_OPTIONS, group: item.group })),
};

export type EiLevel = 'strength' | 'developing' | 'growth';
export type EiGroupScore = { group: EiGroup; label: string; score: number; level: EiLevel };
export type EmotionsResult = { isComplete: true; groups: EiGroupScore[] };

export function eiLevelOf(score: number): EiLevel {
  if (score >= 75) return 'strength';
  if (score >= 50) return 'developing';
  return 'growth';
}

/** Scores a complete, checked set of answers (question id -> '1'..'5'). */
export function scoreEmotions(answers: ReadonlyMap<string, string>): EmotionsResult {
  const groups = EI_GROUPS.map((group) => {
    const values = ITEMS.filter((item) => item.group === group && answers.has(item.id)).map((item) =>
      agreementValue(answers.get(item.id) as string, item.reversed),
    );
    const score = scaleToPercent(values);
    return { group, label: EI_GROUP_TEXT[group].label, score, level: eiLevelOf(score) };
  });
  return { isComplete: true, groups };
}
