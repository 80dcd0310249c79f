import { describe, expect, it } from 'vitest';
import { cyclic } from '../lists';
import { ALIGNMENT_ANSWER_MAX, AlignmentInputSchema } from './alignment';
import { DISC_BANK, DISC_STYLES, discHeadline, discStyleOf, discTopStyles, scoreDisc, type DiscStyle } from './disc';
import { EI_GROUPS, EMOTIONS_BANK, eiLevelOf, scoreEmotions } from './emotions';
import { checkAnswers, questionListOf, scaleToPercent, type QuestionBank } from './instrument';
import { SATISFACTION_BANK, scoreSatisfaction } from './satisfaction';
import { EmployerSkillsInputSchema, StaffSkillsInputSchema, employerSkillEntries, TECHNOLOGY_SKILLS } from './skills';
import { CORE_VALUES, ValuesInputSchema, scoreValues } from './values';
import { CULTURE_MC_BANK, CULTURE_PREFERENCE_BANK, EMPLOYER_CULTURE_MC_BANK, cultureProfileOf, scoreCulture } from './culture';

/** Answers every question of a bank with the option `pick` chooses. */
function answerAll(bank: QuestionBank, pick: (index: number, optionIds: string[]) => string): Map<string, string> {
  return new Map(
    bank.questions.map((q, index) => [
      q.id,
      pick(
        index,
        q.options.map((o) => o.id),
      ),
    ]),
  );
}

/** The DISC option of an item keyed to a style. */
function discOption(questionId: string, style: DiscStyle): string {
  const question = DISC_BANK.questions.find((q) => q.id === questionId)!;
  return question.options.find((o) => discStyleOf(questionId, o.id) === style)!.id;
}

describe('banks', () => {
  it.each([
    ['disc', DISC_BANK, 24, 4],
    ['emotions', EMOTIONS_BANK, 20, 5],
    ['satisfaction', SATISFACTION_BANK, 10, 5],
    ['culture multiple choice', CULTURE_MC_BANK, 12, 4],
    ['culture preference', CULTURE_PREFERENCE_BANK, 8, 5],
    ['practice culture', EMPLOYER_CULTURE_MC_BANK, 12, 4],
  ])('%s: %i questions of %i options, unique ids, versioned', (_name, bank, questions, options) => {
    expect(bank.questions).toHaveLength(questions);
    expect(new Set(bank.questions.map((q) => q.id)).size).toBe(questions);
    for (const q of bank.questions) expect(q.options).toHaveLength(options);
    expect(bank.version).toBeGreaterThanOrEqual(1);
    const first = bank.questions[0];
    if (!first) throw new Error('a bank without questions');
    expect(questionListOf(bank).questions[0]).toEqual({
      id: first.id,
      text: first.text,
      options: [...first.options],
      ...(first.group ? { group: first.group } : {}),
    });
  });

  it('DISC: each item offers one statement per style, and each style sits in each place 6 times', () => {
    for (const q of DISC_BANK.questions) expect(new Set(q.options.map((o) => discStyleOf(q.id, o.id)))).toEqual(new Set(DISC_STYLES));
    for (const position of [0, 1, 2, 3])
      for (const style of DISC_STYLES) expect(DISC_BANK.questions.filter((q) => discStyleOf(q.id, q.options[position]?.id ?? '') === style)).toHaveLength(6);
  });

  it('practice culture mirrors the job seeker questions: same ids, options and keys, other wording', () => {
    expect(EMPLOYER_CULTURE_MC_BANK.questions.map((q) => q.id)).toEqual(CULTURE_MC_BANK.questions.map((q) => q.id));
    expect(EMPLOYER_CULTURE_MC_BANK.questions[0]?.text).not.toBe(CULTURE_MC_BANK.questions[0]?.text);
    expect(EMPLOYER_CULTURE_MC_BANK.id).not.toBe(CULTURE_MC_BANK.id);
  });

  it('emotions has the spec’s four groups, five items each', () => {
    for (const group of EI_GROUPS) expect(EMOTIONS_BANK.questions.filter((q) => q.group === group)).toHaveLength(5);
  });
});

describe('checkAnswers', () => {
  const all = DISC_BANK.questions.map((q) => ({ questionId: q.id, answer: 'a' }));
  it.each([
    ['complete', all, false, null],
    ['unknown question', [...all.slice(1), { questionId: 'disc-99', answer: 'a' }], false, 'assessmentResponses.23.questionId'],
    ['answered twice', [...all, { questionId: 'disc-01', answer: 'b' }], false, 'assessmentResponses.24.questionId'],
    ['option out of range', [{ questionId: 'disc-01', answer: 'e' }, ...all.slice(1)], false, 'assessmentResponses.0.answer'],
    ['missing answers', all.slice(0, 23), false, 'assessmentResponses'],
    ['missing answers in a draft', all.slice(0, 3), true, null],
    ['empty draft', [], true, null],
  ] as const)('%s', (_name, answers, partial, field) => {
    const checked = checkAnswers(DISC_BANK, answers, 'assessmentResponses', partial);
    if (field === null) expect(checked.ok).toBe(true);
    else expect(checked).toMatchObject({ ok: false, issue: { field } });
  });
});

describe('scoring', () => {
  it.each<[string, (i: number) => DiscStyle, Record<DiscStyle, number>, DiscStyle, boolean]>([
    ['all D', () => 'D', { D: 24, I: 0, S: 0, C: 0 }, 'D', false],
    ['all C', () => 'C', { D: 0, I: 0, S: 0, C: 24 }, 'C', false],
    ['S twice as often as I', (i) => (i % 3 === 0 ? 'I' : 'S'), { D: 0, I: 8, S: 16, C: 0 }, 'S', false],
    ['even split: blend, D first', (i) => cyclic(DISC_STYLES, i), { D: 6, I: 6, S: 6, C: 6 }, 'D', true],
    ['one apart: blend', (i) => (i < 12 ? 'I' : i < 23 ? 'C' : 'D'), { D: 1, I: 12, S: 0, C: 11 }, 'I', true],
  ])('DISC %s', (_name, styleFor, scores, primary, blend) => {
    const answers = new Map(DISC_BANK.questions.map((q, i) => [q.id, discOption(q.id, styleFor(i))]));
    const result = scoreDisc(answers);
    expect({ D: result.D, I: result.I, S: result.S, C: result.C }).toEqual(scores);
    expect(result.D + result.I + result.S + result.C).toBe(24);
    expect(result.primaryStyle).toBe(primary);
    expect(result.isBlend).toBe(blend);
  });

  it.each<[string, Record<DiscStyle, number>, DiscStyle[], string]>([
    ['one style ahead', { D: 2, I: 4, S: 16, C: 2 }, ['S'], 'Steadiness (S)'],
    ['one apart', { D: 1, I: 12, S: 0, C: 11 }, ['I'], 'Influence (I) with Conscientiousness close behind'],
    ['two tied', { D: 10, I: 10, S: 2, C: 2 }, ['D', 'I'], 'Dominance (D) and Influence (I), tied'],
    ['four tied', { D: 6, I: 6, S: 6, C: 6 }, ['D', 'I', 'S', 'C'], 'Dominance (D), Influence (I), Steadiness (S) and Conscientiousness (C), tied'],
  ])('DISC in words, %s: a tie is reported as a tie', (_name, scores, top, headline) => {
    const answers = new Map<string, string>();
    let index = 0;
    for (const style of DISC_STYLES)
      for (let n = 0; n < scores[style]; n += 1) answers.set(DISC_BANK.questions[index]!.id, discOption(DISC_BANK.questions[index++]!.id, style));
    const result = scoreDisc(answers);
    expect(discTopStyles(result)).toEqual(top);
    expect(discHeadline(result)).toBe(headline);
  });

  it.each([
    [1, 0],
    [2, 25],
    [3, 50],
    [4, 75],
    [5, 100],
  ])('scale: all %i -> %i', (value, percent) => {
    expect(scaleToPercent([value, value])).toBe(percent);
  });

  it('emotions: reverse-keyed items count the other way; a group per spec group with its level', () => {
    const agreeAll = scoreEmotions(answerAll(EMOTIONS_BANK, () => '5'));
    // Four straight items at 5 and one reversed (5 -> 1): mean 4.2 -> 80.
    expect(agreeAll.groups.map((g) => g.score)).toEqual([80, 80, 80, 80]);
    expect(agreeAll.isComplete).toBe(true);
    const consistent = scoreEmotions(new Map(EMOTIONS_BANK.questions.map((q) => [q.id, /-3$/.test(q.id) ? '1' : '5'])));
    expect(consistent.groups.map((g) => [g.label, g.score, g.level])).toEqual([
      ['Self-Awareness', 100, 'strength'],
      ['Self-Management', 100, 'strength'],
      ['Social Awareness', 100, 'strength'],
      ['Relationship Management', 100, 'strength'],
    ]);
    expect([eiLevelOf(75), eiLevelOf(74), eiLevelOf(50), eiLevelOf(49)]).toEqual(['strength', 'developing', 'developing', 'growth']);
  });

  it('satisfaction: overall and per area; reversed items count the other way', () => {
    const neutral = scoreSatisfaction(answerAll(SATISFACTION_BANK, () => '3'));
    expect(neutral.overall).toBe(50);
    const happy = scoreSatisfaction(new Map(SATISFACTION_BANK.questions.map((q, i) => [q.id, i % 2 === 0 ? '5' : '1'])));
    expect(happy.overall).toBe(100);
    expect(happy.areas.map((a) => a.score)).toEqual([100, 100, 100, 100, 100]);
  });

  it('culture profile: shares per theme add up to 100', () => {
    const allFirst = cultureProfileOf(answerAll(CULTURE_MC_BANK, () => 'a'));
    expect(Object.values(allFirst).reduce((a, b) => a + b, 0)).toBe(100);
    expect(allFirst).toEqual({ team: 25, patient: 25, results: 25, systems: 25 });
    // 7 answers leaning one way, 5 another: 58/42 after rounding to 100.
    const answers = new Map(
      CULTURE_MC_BANK.questions.map((q, i) => [
        q.id,
        q.options.find((o) => o.id && (i < 7 ? 'team' : 'systems') === ['team', 'patient', 'results', 'systems'][(i + ['a', 'b', 'c', 'd'].indexOf(o.id)) % 4])!
          .id,
      ]),
    );
    expect(cultureProfileOf(answers)).toEqual({ team: 58, patient: 0, results: 0, systems: 42 });
    const result = scoreCulture(answers, new Map([['culture-pq-1', '2']]));
    expect(result.preferences).toEqual([expect.objectContaining({ questionId: 'culture-pq-1', value: 2 })]);
  });

  it('values: the ranked top five', () => {
    const ids = CORE_VALUES.slice(0, 7).map((v) => v.id);
    expect(scoreValues(ids).top.map((v) => [v.rank, v.id])).toEqual(ids.slice(0, 5).map((id, i) => [i + 1, id]));
  });
});

describe('payload schemas', () => {
  it.each([
    [['patient-care', 'integrity', 'teamwork', 'excellence'], '', 'Choose at least 5 values.'],
    [['patient-care', 'integrity', 'teamwork', 'excellence', 'nope'], '4', "'nope' is not on the values list."],
    [['patient-care', 'integrity', 'teamwork', 'excellence', 'integrity'], '4', "'integrity' is chosen twice."],
  ])('values %j: refused at %s', (values, path, message) => {
    const parsed = ValuesInputSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message });
    expect(parsed.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('alignment: both answers, trimmed, at most 2000 characters', () => {
    expect(AlignmentInputSchema.safeParse({ personalVisionAnswer: ' Lead ', teamExpectationsAnswer: 'Kindness' }).data).toEqual({
      personalVisionAnswer: 'Lead',
      teamExpectationsAnswer: 'Kindness',
    });
    expect(AlignmentInputSchema.safeParse({ personalVisionAnswer: '  ', teamExpectationsAnswer: 'x' }).success).toBe(false);
    expect(
      AlignmentInputSchema.safeParse({ personalVisionAnswer: 'x'.repeat(ALIGNMENT_ANSWER_MAX + 1), teamExpectationsAnswer: 'x' }).error?.issues[0]?.path,
    ).toEqual(['personalVisionAnswer']);
  });

  it('staff skills: list spelling and category, each once, score 1-5', () => {
    expect(
      StaffSkillsInputSchema.parse([
        { skill: 'dentrix', score: 4 },
        { skill: 'Sealants', score: 2 },
      ]),
    ).toEqual([
      { skill: 'Dentrix', category: 'Practice management software', score: 4 },
      { skill: 'Sealants', category: 'Clinical chairside', score: 2 },
    ]);
    expect(StaffSkillsInputSchema.safeParse([{ skill: 'Juggling', score: 3 }]).error?.issues[0]?.path).toEqual([0, 'skill']);
    expect(StaffSkillsInputSchema.safeParse([{ skill: 'Sealants', score: 6 }]).error?.issues[0]?.path).toEqual([0, 'score']);
  });

  it('employer skills: score 1 when the practice uses the technology, otherwise 0', () => {
    expect(
      EmployerSkillsInputSchema.parse([
        { skill: 'Dentrix', score: 1 },
        { skill: 'Eaglesoft', score: 0 },
      ]),
    ).toEqual(['Dentrix']);
    expect(EmployerSkillsInputSchema.safeParse([{ skill: 'Sealants', score: 1 }]).success).toBe(false);
    const entries = employerSkillEntries(['Dentrix']);
    expect(entries).toHaveLength(TECHNOLOGY_SKILLS.length);
    expect(entries.filter((e) => e.score === 1)).toEqual([{ skill: 'Dentrix', category: 'Practice management software', score: 1 }]);
  });
});
