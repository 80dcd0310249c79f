// DISC work-style inventory (our own items). 24 forced-choice items: each offers four statements,
// one written for each style, and the person picks the one most like them at work. A style's score
// is how many times its statement was picked (0 to 24; the four add up to 24). The primary style
// is the highest score (ties: the first in D, I, S, C order, marked as a blend); people read a tie as
// a tie (discTopStyles, discHeadline), never as one style ahead of the other.
// What it measures and its limits: docs/decisions/0051-assessment-instruments.md.
import { cyclic } from '../lists';
import type { QuestionBank } from './instrument';

export const DISC_STYLES = ['D', 'I', 'S', 'C'] as const;
export type DiscStyle = (typeof DISC_STYLES)[number];
export type DiscScores = Record<DiscStyle, number>;
export type DiscResult = DiscScores & { primaryStyle: DiscStyle; secondaryStyle: DiscStyle; isBlend: boolean };

type Item = { id: string; statements: Record<DiscStyle, string> };

// Statements for D, I, S and C; the options are shown in a rotating order so no style keeps one place.
const ITEMS: readonly Item[] = [
  {
    id: 'disc-01',
    statements: {
      D: 'I take charge when a day starts to go sideways.',
      I: 'I keep the mood light when the schedule is packed.',
      S: 'I keep a steady pace whatever the day brings.',
      C: 'I check the details before anything goes ahead.',
    },
  },
  {
    id: 'disc-02',
    statements: {
      D: 'I like goals that stretch me.',
      I: 'I like meeting new patients and hearing their stories.',
      S: 'I like knowing what tomorrow will look like.',
      C: 'I like a procedure done exactly to protocol.',
    },
  },
  {
    id: 'disc-03',
    statements: {
      D: 'I say plainly what needs to change.',
      I: 'I win people over with enthusiasm.',
      S: 'I listen first and speak later.',
      C: 'I back my view with facts.',
    },
  },
  {
    id: 'disc-04',
    statements: {
      D: 'I decide quickly and adjust as I go.',
      I: 'I talk decisions through with whoever is around.',
      S: 'I prefer decisions the whole team is comfortable with.',
      C: 'I decide once I have looked at the options carefully.',
    },
  },
  {
    id: 'disc-05',
    statements: {
      D: 'Competition brings out my best.',
      I: 'Recognition from others brings out my best.',
      S: 'A supportive team brings out my best.',
      C: 'Clear standards bring out my best.',
    },
  },
  {
    id: 'disc-06',
    statements: {
      D: 'When a patient complains, I fix the problem on the spot.',
      I: 'When a patient complains, I reassure them and lift their mood.',
      S: 'When a patient complains, I stay calm and hear them out.',
      C: 'When a patient complains, I find out exactly what went wrong.',
    },
  },
  {
    id: 'disc-07',
    statements: {
      D: 'Colleagues see me as direct.',
      I: 'Colleagues see me as outgoing.',
      S: 'Colleagues see me as dependable.',
      C: 'Colleagues see me as precise.',
    },
  },
  {
    id: 'disc-08',
    statements: {
      D: 'I get restless when things move slowly.',
      I: 'I get restless when I work alone for long.',
      S: 'I get uneasy when plans change at the last minute.',
      C: 'I get uneasy when work is rushed and sloppy.',
    },
  },
  {
    id: 'disc-09',
    statements: {
      D: 'In a meeting I push for a decision.',
      I: 'In a meeting I bring ideas and energy.',
      S: 'In a meeting I make sure quieter people are heard.',
      C: 'In a meeting I ask the questions nobody else asked.',
    },
  },
  {
    id: 'disc-10',
    statements: {
      D: 'I am at my best solving a problem nobody else could.',
      I: 'I am at my best persuading a nervous patient to go ahead.',
      S: 'I am at my best helping a colleague through a hard week.',
      C: 'I am at my best getting charts and records exactly right.',
    },
  },
  {
    id: 'disc-11',
    statements: {
      D: 'I would rather lead than follow.',
      I: 'I would rather work with people than with paperwork.',
      S: 'I would rather keep a good routine than chase something new.',
      C: 'I would rather be right than be fast.',
    },
  },
  {
    id: 'disc-12',
    statements: {
      D: 'Under pressure I become more forceful.',
      I: 'Under pressure I talk more.',
      S: 'Under pressure I go quiet and keep working.',
      C: 'Under pressure I double-check everything.',
    },
  },
  {
    id: 'disc-13',
    statements: {
      D: 'I take on hard cases willingly.',
      I: 'I make friends at work easily.',
      S: 'I am patient with people who need more time.',
      C: 'I follow infection-control steps to the letter.',
    },
  },
  {
    id: 'disc-14',
    statements: {
      D: 'I measure a good day by what got done.',
      I: 'I measure a good day by how people felt.',
      S: 'I measure a good day by how smoothly it ran.',
      C: 'I measure a good day by how few mistakes were made.',
    },
  },
  {
    id: 'disc-15',
    statements: {
      D: 'I challenge a rule that slows the team down.',
      I: 'I turn a new rule into something the team gets excited about.',
      S: 'I help the team settle into a new rule.',
      C: 'I want to understand the reason behind a new rule.',
    },
  },
  {
    id: 'disc-16',
    statements: {
      D: 'Feedback should be quick and to the point.',
      I: 'Feedback should be encouraging.',
      S: 'Feedback should be given kindly and in private.',
      C: 'Feedback should be specific, with examples.',
    },
  },
  {
    id: 'disc-17',
    statements: {
      D: 'I like being responsible for results.',
      I: 'I like being the face patients remember.',
      S: 'I like being someone the team can count on.',
      C: 'I like being the one who knows how things should be done.',
    },
  },
  { id: 'disc-18', statements: { D: 'I am bold.', I: 'I am cheerful.', S: 'I am easygoing.', C: 'I am careful.' } },
  {
    id: 'disc-19',
    statements: {
      D: 'New equipment: I want it running today.',
      I: 'New equipment: I want to show everyone what it can do.',
      S: 'New equipment: I want time to get comfortable with it.',
      C: 'New equipment: I want to read the manual first.',
    },
  },
  {
    id: 'disc-20',
    statements: {
      D: 'I can be impatient with hesitation.',
      I: 'I can be too optimistic about timing.',
      S: 'I can put off difficult conversations.',
      C: 'I can be too critical of my own work.',
    },
  },
  {
    id: 'disc-21',
    statements: {
      D: 'I enjoy turning around a practice that is struggling.',
      I: 'I enjoy building relationships with the community.',
      S: 'I enjoy caring for the same patients year after year.',
      C: 'I enjoy improving how the office keeps its records.',
    },
  },
  {
    id: 'disc-22',
    statements: {
      D: 'A conflict is something to settle quickly.',
      I: 'A conflict is something to talk out openly.',
      S: 'A conflict is something to calm down first.',
      C: 'A conflict is something to look at objectively.',
    },
  },
  {
    id: 'disc-23',
    statements: {
      D: 'I want freedom to do things my way.',
      I: 'I want chances to share my ideas.',
      S: 'I want a secure, friendly place to work.',
      C: 'I want clear expectations and the time to meet them.',
    },
  },
  { id: 'disc-24', statements: { D: 'I speak up first.', I: 'I tell the story behind it.', S: 'I keep the peace.', C: 'I get the facts straight.' } },
];

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

/** Which style each option of each item is keyed to, built from the rotation (item n starts at style n mod 4). */
const KEY = new Map<string, DiscStyle>();

export const DISC_BANK: QuestionBank = {
  id: 'disc',
  version: 1,
  questions: ITEMS.map((item, index) => ({
    id: item.id,
    text: 'Which statement is most like you at work?',
    options: OPTION_IDS.map((optionId, position) => {
      const style = cyclic(DISC_STYLES, index + position);
      KEY.set(`${item.id}:${optionId}`, style);
      return { id: optionId, label: item.statements[style] };
    }),
  })),
};

/** The style an answer is keyed to (undefined for an unknown question or option). */
export function discStyleOf(questionId: string, answer: string): DiscStyle | undefined {
  return KEY.get(`${questionId}:${answer}`);
}

/** Scores a complete, checked set of answers (question id -> option id). */
export function scoreDisc(answers: ReadonlyMap<string, string>): DiscResult {
  const scores: DiscScores = { D: 0, I: 0, S: 0, C: 0 };
  for (const [questionId, answer] of answers) {
    const style = discStyleOf(questionId, answer);
    if (style) scores[style] += 1;
  }
  const [primaryStyle, secondaryStyle] = [...DISC_STYLES].sort((a, b) => scores[b] - scores[a] || DISC_STYLES.indexOf(a) - DISC_STYLES.indexOf(b));
  if (!primaryStyle || !secondaryStyle) throw new Error('DISC ranks four styles');
  return { ...scores, primaryStyle, secondaryStyle, isBlend: scores[primaryStyle] - scores[secondaryStyle] <= 1 };
}

/** The styles sharing the highest score, in D, I, S, C order: one style, or two to four when tied. */
export function discTopStyles(scores: DiscScores): DiscStyle[] {
  const top = Math.max(...DISC_STYLES.map((style) => scores[style]));
  return DISC_STYLES.filter((style) => scores[style] === top);
}

/**
 * The result in words: 'Steadiness (S)'; 'Dominance (D) with Influence close behind' when the next is one apart;
 * 'Dominance (D) and Influence (I), tied' when they share the highest score.
 */
export function discHeadline(result: DiscResult): string {
  const named = (style: DiscStyle) => `${DISC_STYLE_TEXT[style].name} (${style})`;
  const top = discTopStyles(result);
  if (top.length > 1) return `${top.slice(0, -1).map(named).join(', ')} and ${named(top[top.length - 1]!)}, tied`;
  return result.isBlend ? `${named(top[0]!)} with ${DISC_STYLE_TEXT[result.secondaryStyle].name} close behind` : named(top[0]!);
}

export type DiscStyleText = { name: string; summary: string; bringsToTeam: string[]; watchFor: string };

export const DISC_STYLE_TEXT: Record<DiscStyle, DiscStyleText> = {
  D: {
    name: 'Dominance',
    summary: 'Direct, decisive and driven by results. You move a situation forward and are comfortable making the call.',
    bringsToTeam: [
      'Keeps the schedule moving and makes quick calls when a day goes off plan.',
      'Takes on hard cases and new goals, such as growing a hygiene program.',
      'Says clearly what needs to change, so problems do not linger.',
    ],
    watchFor: 'Slow down for colleagues and patients who need more explanation before they are ready.',
  },
  I: {
    name: 'Influence',
    summary: 'Outgoing, warm and persuasive. You build rapport fast and lift the energy of the people around you.',
    bringsToTeam: [
      'Puts anxious patients at ease and helps them accept treatment they need.',
      'Builds the practice’s relationships with patients and the community.',
      'Keeps morale up on long, busy days.',
    ],
    watchFor: 'Follow through on details and notes once the conversation is over.',
  },
  S: {
    name: 'Steadiness',
    summary: 'Calm, patient and dependable. You keep things running smoothly and look after the people you work with.',
    bringsToTeam: [
      'Gives patients a consistent, reassuring experience visit after visit.',
      'Is the colleague others rely on to cover, help and keep calm.',
      'Helps a team settle into change without friction.',
    ],
    watchFor: 'Say so early when something bothers you; your view matters to the team.',
  },
  C: {
    name: 'Conscientiousness',
    summary: 'Careful, accurate and thorough. You care about doing things correctly and to a high standard.',
    bringsToTeam: [
      'Keeps charting, insurance claims and infection control accurate.',
      'Spots problems in systems before they reach patients.',
      'Brings quality and consistency to clinical work.',
    ],
    watchFor: 'Some decisions need to be made before every fact is in; agree with your team when good enough is enough.',
  },
};
