import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_ITEMS,
  type CompletenessInput,
  type ProfilePromptInput,
  type Skill,
  isGoodToApply,
  isMissing,
  profileCompleteness,
  shouldShowProfilePrompt,
  skillsAdvice,
} from './profile-completeness';

const skills = (count: number, score = 3): Skill[] => Array.from({ length: count }, (_, i) => ({ name: `skill ${i + 1}`, score }));

// A complete dentist profile: nothing missing, score 100.
const complete: CompletenessInput = {
  intro: 'Gentle dentist with 10 years in family practice.',
  skills: skills(6),
  isPublic: true,
  isRelocate: false,
  license: 'ID-12345',
  other: 'Volunteer of the year',
  experience: '10',
  salary: '180000',
  companies: [{ name: 'Smile Co' }],
  schools: [{ name: 'OHSU' }],
  certs: [],
  courses: [],
  dowTotal: '1111100',
  dowTotalTemp: null,
  hasPhoto: true,
  position: 'DD',
  discScores: { d: 10, i: 20, s: 30, c: 40 },
  emotion: { isComplete: true },
  values: ['honesty'],
  culture: { answers: [1, 2] },
  alignmentQuestionnaire: { personalVisionAnswer: 'Grow', teamExpectationsAnswer: 'Support' },
};

const missingKeys = (input: CompletenessInput) => profileCompleteness(input).missing.map((m) => m.key);

describe('isMissing', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['\n\t', true],
    ['none specified', true],
    ['None Specified', true],
    ['NOT SPECIFIED', true],
    ['  not specified  ', true],
    ['none', false],
    ['not specified yet', false],
    ['x', false],
    [[], true],
    [[null], false],
    [{}, true],
    [{ a: 1 }, false],
    [0, true],
    [Number.NaN, true],
    [3, false],
    [false, true],
    [true, false],
    [new Map(), true],
    [new Set([1]), false],
    [new Date('nope'), true],
    [new Date('2025-01-01'), false],
  ])('%j is missing: %s', (value, expected) => expect(isMissing(value)).toBe(expected));
});

describe('profileCompleteness', () => {
  it('the table has the spec labels and points, adding up to 100', () => {
    expect(COMPLETENESS_ITEMS.map((i) => [i.label, i.points])).toEqual([
      ['intro', 10],
      ['skills', 10],
      ['more skills', 5],
      ['public resume', 5],
      ['photo', 5],
      ['availability', 5],
      ['license', 5],
      ['other achievements', 5],
      ['years of service', 5],
      ['salary requirement', 5],
      ['DISC assessment', 5],
      ['Emotional Intelligence', 5],
      ['Core Values', 5],
      ['Skills assessment', 5],
      ['Culture', 5],
      ['Alignment Questionnaire', 5],
      ['work history', 5],
      ['education', 5],
    ]);
    expect(COMPLETENESS_ITEMS.reduce((sum, i) => sum + i.points, 0)).toBe(100);
  });

  it('a complete profile scores 100 with nothing missing', () => {
    expect(profileCompleteness(complete)).toEqual({ score: 100, missing: [] });
  });

  // One row per table item: the change that makes it missing, and what is lost.
  it.each<[string, Partial<CompletenessInput>, string[], number]>([
    ['intro empty', { intro: '' }, ['intro'], 90],
    ['intro not specified', { intro: 'Not Specified' }, ['intro'], 90],
    ['intro blank', { intro: '   ' }, ['intro'], 90],
    ['no skills (also more skills and the skills assessment)', { skills: [] }, ['skills', 'moreSkills', 'skillsAssessment'], 80],
    ['skills null', { skills: null }, ['skills', 'moreSkills', 'skillsAssessment'], 80],
    ['not public', { isPublic: false }, ['publicResume'], 95],
    ['public unknown', { isPublic: null }, ['publicResume'], 95],
    ['no photo', { hasPhoto: false }, ['photo'], 95],
    ['no availability', { dowTotal: null, dowTotalTemp: null }, ['availability'], 95],
    ['availability none specified', { dowTotal: 'none specified', dowTotalTemp: '' }, ['availability'], 95],
    ['availability zero days', { dowTotal: 0, dowTotalTemp: 0 }, ['availability'], 95],
    ['temp availability only', { dowTotal: '', dowTotalTemp: '0011000' }, [], 100],
    ['dentist without license', { license: '' }, ['license'], 95],
    ['hygienist without license', { position: 'DH', license: null }, ['license'], 95],
    ['no other achievements', { other: 'none specified' }, ['otherAchievements'], 95],
    ['no years of service', { experience: null }, ['yearsOfService'], 95],
    ['years of service not specified', { experience: 'Not specified' }, ['yearsOfService'], 95],
    ['no salary', { salary: '' }, ['salaryRequirement'], 95],
    ['no DISC', { discScores: {} }, ['discAssessment'], 95],
    ['DISC null', { discScores: null }, ['discAssessment'], 95],
    ['EI incomplete', { emotion: { isComplete: false } }, ['emotionalIntelligence'], 95],
    ['EI absent', { emotion: null }, ['emotionalIntelligence'], 95],
    ['no core values', { values: [] }, ['coreValues'], 95],
    ['skill scores sum to the skill count', { skills: skills(6, 1) }, ['skillsAssessment'], 95],
    ['skill scores sum below the skill count', { skills: skills(6, 0) }, ['skillsAssessment'], 95],
    ['skill scores unset', { skills: skills(6).map((s) => ({ name: s.name, score: null })) }, ['skillsAssessment'], 95],
    ['skill scores sum one above the count', { skills: [...skills(5, 1), { name: 'x', score: 2 }] }, [], 100],
    ['no culture', { culture: undefined }, ['culture'], 95],
    ['alignment vision empty', { alignmentQuestionnaire: { personalVisionAnswer: '', teamExpectationsAnswer: 'Support' } }, ['alignmentQuestionnaire'], 95],
    [
      'alignment team expectations empty',
      { alignmentQuestionnaire: { personalVisionAnswer: 'Grow', teamExpectationsAnswer: ' ' } },
      ['alignmentQuestionnaire'],
      95,
    ],
    ['alignment absent', { alignmentQuestionnaire: null }, ['alignmentQuestionnaire'], 95],
    ['no work history', { companies: [] }, ['workHistory'], 95],
    ['no education at all', { schools: [], certs: null, courses: [] }, ['education'], 95],
    ['certs count as education', { schools: [], certs: [{ name: 'CPR' }] }, [], 100],
    ['courses count as education', { schools: null, courses: [{ name: 'CE 101' }] }, [], 100],
  ])('%s', (_name, change, keys, score) => {
    const result = profileCompleteness({ ...complete, ...change });
    expect(result.missing.map((m) => m.key)).toEqual(keys);
    expect(result.score).toBe(score);
  });

  it.each([
    [0, ['skills', 'moreSkills', 'skillsAssessment']],
    [1, ['moreSkills']],
    [2, ['moreSkills']],
    [3, ['moreSkills']],
    [5, ['moreSkills']],
    [6, []],
    [20, []],
  ])('%i skills: missing %j (more skills until the 6th)', (count, keys) => {
    expect(missingKeys({ ...complete, skills: skills(count) })).toEqual(keys);
  });

  it.each([
    ['DD', true],
    ['DH', true],
    ['DA', false],
    ['FO', false],
    ['LT', false],
    ['SR', false],
    [null, false],
  ])('license without a value for position %s is missing: %s', (position, expected) => {
    expect(missingKeys({ ...complete, position, license: '' }).includes('license')).toBe(expected);
  });

  it('reports label and points of each missing item in table order', () => {
    expect(profileCompleteness({ ...complete, intro: '', hasPhoto: false }).missing).toEqual([
      { key: 'intro', label: 'intro', points: 10 },
      { key: 'photo', label: 'photo', points: 5 },
    ]);
  });

  it.each<[string, CompletenessInput, number]>([
    ['an empty dentist profile', { position: 'DD' }, 0],
    ['an empty assistant profile', { position: 'DA' }, 5],
    ['an empty profile with 3 unrated skills', { position: 'DH', skills: skills(3, 1) }, 10],
  ])('%s scores %i and never below 0', (_name, input, score) => {
    const result = profileCompleteness(input);
    expect(result.score).toBe(score);
    expect(100 - result.missing.reduce((s, m) => s + m.points, 0)).toBe(score);
  });
});

describe('isGoodToApply', () => {
  it.each<[string, Parameters<typeof isGoodToApply>[0], boolean]>([
    ['5 skills and an intro', { skills: skills(5), intro: 'Hi' }, true],
    ['9 skills and an intro', { skills: skills(9), intro: 'Hi' }, true],
    ['4 skills and an intro', { skills: skills(4), intro: 'Hi' }, false],
    ['5 skills, empty intro', { skills: skills(5), intro: '' }, false],
    ['5 skills, blank intro', { skills: skills(5), intro: '  ' }, false],
    ['5 skills, intro none specified', { skills: skills(5), intro: 'None specified' }, false],
    ['no skills', { skills: null, intro: 'Hi' }, false],
    ['nothing', {}, false],
  ])('%s: %s', (_name, profile, expected) => expect(isGoodToApply(profile)).toBe(expected));
});

describe('shouldShowProfilePrompt', () => {
  const base: ProfilePromptInput = {
    isGoodToApply: true,
    isPublic: false,
    lastShownDate: null,
    today: '2025-06-30',
    isOpen: false,
  };

  it.each<[string, Partial<ProfilePromptInput>, boolean]>([
    ['never shown', {}, true],
    ['not good to apply', { isGoodToApply: false }, false],
    ['public (a complete public resume needs no prompt)', { isPublic: true }, false],
    ['already open', { isOpen: true }, false],
    ['shown today', { lastShownDate: '2025-06-30' }, false],
    ['shown 29 days ago', { lastShownDate: '2025-06-01' }, false],
    ['shown exactly 30 days ago', { lastShownDate: '2025-05-31' }, true],
    ['shown 31 days ago', { lastShownDate: '2025-05-30' }, true],
    ['shown a year ago', { lastShownDate: '2024-06-30' }, true],
    ['shown 30 days ago across a leap February', { lastShownDate: '2024-02-01', today: '2024-03-02' }, true],
    ['shown 29 days ago across a leap February', { lastShownDate: '2024-02-01', today: '2024-03-01' }, false],
    ['shown 30 days ago across a year end', { lastShownDate: '2024-12-15', today: '2025-01-14' }, true],
    ['last shown in the future', { lastShownDate: '2025-07-05' }, false],
    ['unreadable stored date', { lastShownDate: 'yesterday' }, true],
    ['impossible stored date', { lastShownDate: '2025-02-30' }, true],
    ['shown long ago but public', { lastShownDate: '2024-01-01', isPublic: true }, false],
  ])('%s: %s', (_name, change, expected) => {
    expect(shouldShowProfilePrompt({ ...base, ...change })).toBe(expected);
  });

  it.each(['', '2025-6-30', '2025-13-01', 'today'])('rejects today = %j', (today) => {
    expect(() => shouldShowProfilePrompt({ ...base, today })).toThrow(RangeError);
  });
});

describe('skillsAdvice', () => {
  it.each([
    [0, { add: 1, points: 10 }],
    [1, { add: 5, points: 5 }],
    [2, { add: 4, points: 5 }],
    [5, { add: 1, points: 5 }],
    [6, null],
    [30, null],
  ])('%i skills: %j', (count, advice) => {
    expect(skillsAdvice(count)).toEqual(advice);
  });

  it('agrees with the score: adding the advised skills gains the advised points', () => {
    for (let count = 0; count < 6; count += 1) {
      const advice = skillsAdvice(count);
      if (!advice) throw new Error(`advice expected for ${count}`);
      // Unrated skills, so that the skills assessment row stays out of the difference.
      const before = profileCompleteness({ ...complete, skills: skills(count, 1) }).score;
      const after = profileCompleteness({ ...complete, skills: skills(count + advice.add, 1) }).score;
      expect(after - before).toBe(advice.points);
    }
  });
});

describe('the score never goes down when something is added', () => {
  // Any order of additions is a chain of single additions, so the score never drops in any order
  // when no single addition, from any state a person can reach, lowers it. The items that share a
  // row of the table (skills and their ratings; the two availability fields; the three education
  // lists; the two alignment answers; the license and the position) are enumerated in every
  // combination, each with the rows of their own (intro, photo, assessments...) all absent and all
  // present; every kind of addition is then tried from every one of those states.
  const SHARED = ['dowTotal', 'dowTotalTemp', 'school', 'cert', 'course', 'visionAnswer', 'teamAnswer', 'license'] as const;
  const OWN = ['intro', 'publicResume', 'photo', 'other', 'experience', 'salary', 'disc', 'emotion', 'values', 'culture', 'company'] as const;
  type Item = (typeof SHARED)[number] | (typeof OWN)[number];
  const MAX_SKILLS = 7;
  const ALL_OWN = (1 << OWN.length) - 1;
  /** shared and own: bit masks over SHARED and OWN. */
  type State = { position: 'DD' | 'DA'; unratedSkills: number; ratedSkills: number; shared: number; own: number };

  function profileOf(state: State): CompletenessInput {
    const has = (item: Item) => {
      const shared = (SHARED as readonly string[]).indexOf(item);
      return shared >= 0 ? (state.shared & (1 << shared)) !== 0 : (state.own & (1 << (OWN as readonly string[]).indexOf(item))) !== 0;
    };
    return {
      position: state.position,
      skills: [...skills(state.ratedSkills, 4), ...skills(state.unratedSkills, 1)],
      intro: has('intro') ? 'Gentle hygienist.' : null,
      isPublic: has('publicResume'),
      hasPhoto: has('photo'),
      dowTotal: has('dowTotal') ? 5 : 0,
      dowTotalTemp: has('dowTotalTemp') ? 2 : 0,
      license: has('license') ? 'RDH' : null,
      other: has('other') ? 'Volunteer' : null,
      experience: has('experience') ? 4 : null,
      salary: has('salary') ? '$42/hour' : null,
      discScores: has('disc') ? { D: 1, I: 2, S: 3, C: 4 } : null,
      emotion: has('emotion') ? { isComplete: true } : null,
      values: has('values') ? ['honesty'] : null,
      culture: has('culture') ? { answers: [1] } : null,
      alignmentQuestionnaire: {
        personalVisionAnswer: has('visionAnswer') ? 'Grow' : null,
        teamExpectationsAnswer: has('teamAnswer') ? 'Support' : null,
      },
      companies: has('company') ? [{ name: 'Smile Co' }] : [],
      schools: has('school') ? [{ name: 'OHSU' }] : [],
      certs: has('cert') ? [{ name: 'CPR' }] : [],
      courses: has('course') ? [{ name: 'CE 101' }] : [],
    };
  }

  type Addition = { name: string; apply: (state: State) => State | null };
  const room = (s: State) => s.unratedSkills + s.ratedSkills < MAX_SKILLS;
  const ADDITIONS: Addition[] = [
    { name: 'an unrated skill', apply: (s) => (room(s) ? { ...s, unratedSkills: s.unratedSkills + 1 } : null) },
    { name: 'a rated skill', apply: (s) => (room(s) ? { ...s, ratedSkills: s.ratedSkills + 1 } : null) },
    {
      name: 'a rating of an unrated skill',
      apply: (s) => (s.unratedSkills > 0 ? { ...s, unratedSkills: s.unratedSkills - 1, ratedSkills: s.ratedSkills + 1 } : null),
    },
    ...SHARED.map((item, bit) => ({ name: item, apply: (s: State) => (s.shared & (1 << bit) ? null : { ...s, shared: s.shared | (1 << bit) }) })),
    // Each own row alone, added to the state where the others are all absent.
    ...OWN.map((item, bit) => ({ name: item, apply: (s: State) => (s.own === 0 ? { ...s, own: 1 << bit } : null) })),
  ];

  const keyOf = (s: State) => `${s.position} ${s.unratedSkills} ${s.ratedSkills} ${s.shared} ${s.own}`;
  const scores = new Map<string, number>();
  const scoreOf = (s: State) => {
    const key = keyOf(s);
    let score = scores.get(key);
    if (score === undefined) {
      score = profileCompleteness(profileOf(s)).score;
      scores.set(key, score);
    }
    return score;
  };

  function* states(): Generator<State> {
    for (const position of ['DD', 'DA'] as const)
      for (const own of [0, ALL_OWN])
        for (let unratedSkills = 0; unratedSkills <= MAX_SKILLS; unratedSkills += 1)
          for (let ratedSkills = 0; unratedSkills + ratedSkills <= MAX_SKILLS; ratedSkills += 1)
            for (let shared = 0; shared < 1 << SHARED.length; shared += 1) yield { position, unratedSkills, ratedSkills, shared, own };
  }

  it('no addition lowers the score, from any state', () => {
    let checked = 0;
    const drops: string[] = [];
    for (const state of states()) {
      const before = scoreOf(state);
      for (const addition of ADDITIONS) {
        const next = addition.apply(state);
        if (!next) continue;
        checked += 1;
        const after = scoreOf(next);
        if (after < before && drops.length < 5)
          drops.push(`${addition.name} to ${state.position} with ${state.unratedSkills} unrated and ${state.ratedSkills} rated skills: ${before} -> ${after}`);
      }
    }
    expect(drops).toEqual([]);
    expect(checked).toBeGreaterThan(300_000);
  }, 30_000);

  it('adding skills one by one climbs from 0 to 6 skills: 10 for the first, 5 more at the sixth', () => {
    const climb = Array.from({ length: 8 }, (_, count) => profileCompleteness({ ...complete, skills: skills(count, 1) }).score);
    expect(climb).toEqual([80, 90, 90, 90, 90, 90, 95, 95]);
  });
});
