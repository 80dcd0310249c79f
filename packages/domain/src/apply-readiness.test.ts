import { describe, expect, it } from 'vitest';
import { applyNeeds } from './apply-readiness';
import { isGoodToApply } from './profile-completeness';

const skills = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Skill ${i + 1}` }));

describe('applyNeeds', () => {
  it.each([
    { intro: null, count: 0, keys: ['intro', 'skills'], toAdd: 5, label: 'Add 5 skills' },
    { intro: '  ', count: 2, keys: ['intro', 'skills'], toAdd: 3, label: 'Add 3 more skills (5 in all)' },
    { intro: 'Not specified', count: 4, keys: ['intro', 'skills'], toAdd: 1, label: 'Add 1 more skill (5 in all)' },
    { intro: 'Hygienist of ten years', count: 0, keys: ['skills'], toAdd: 5, label: 'Add 5 skills' },
    { intro: 'Hygienist of ten years', count: 5, keys: [], toAdd: 0, label: null },
    { intro: 'Hygienist of ten years', count: 9, keys: [], toAdd: 0, label: null },
    { intro: null, count: 5, keys: ['intro'], toAdd: 0, label: null },
  ])('intro $intro with $count skills needs $keys', ({ intro, count, keys, toAdd, label }) => {
    const profile = { intro, skills: skills(count) };
    const needs = applyNeeds(profile);
    expect(needs.map((need) => need.key)).toEqual(keys);
    const skillNeed = needs.find((need) => need.key === 'skills');
    expect(skillNeed && 'skillsToAdd' in skillNeed ? skillNeed.skillsToAdd : 0).toBe(toAdd);
    expect(skillNeed?.label ?? null).toBe(label);
    // Nothing left to do exactly when the spec's rule says the resume is good to apply.
    expect(needs.length === 0).toBe(isGoodToApply(profile));
  });
});
