import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSED_MESSAGE,
  DEFAULT_DECLINE_TEMPLATE,
  DEFAULT_NOT_SELECTED_MESSAGE,
  fillTemplate,
  isDeclined,
  neutralizeCell,
  notSelectedText,
  practiceStageLabel,
  responseTimeOf,
} from './no-ghosting';

describe('neutralizeCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Raé Núñez', 'Raé Núñez'],
    ['', ''],
    ["'already text", "'already text"],
    [' =1+1', ' =1+1'],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });
});

describe('notSelectedText', () => {
  it.each([
    [null, 'BOOKED', DEFAULT_NOT_SELECTED_MESSAGE],
    [undefined, 'CANCELED', DEFAULT_CLOSED_MESSAGE],
    ['   ', 'BOOKED', DEFAULT_NOT_SELECTED_MESSAGE],
    ['  Thank you!  ', 'CANCELED', 'Thank you!'],
  ] as const)('%j on %s', (written, status, expected) => {
    expect(notSelectedText(written, status)).toBe(expected);
  });
});

describe('isDeclined', () => {
  it.each([
    [[], false],
    [['Under Consideration'], false],
    [['Great Resume', 'Under Consideration'], false],
    [['Typos'], true],
    [['Great Resume', 'Inexperienced'], true],
  ])('%j: %s', (reasons, expected) => {
    expect(isDeclined(reasons)).toBe(expected);
  });
});

describe('responseTimeOf', () => {
  it.each([
    [null, 0, null],
    [10, 2, null],
    [10, 3, { days: 1, answered: 3, label: 'Usually answers within a day' }],
    [24, 5, { days: 1, answered: 5, label: 'Usually answers within a day' }],
    [24.5, 5, { days: 2, answered: 5, label: 'Usually answers within 2 days' }],
    [60, 4, { days: 3, answered: 4, label: 'Usually answers within 3 days' }],
  ])('median %s h over %s answered', (hours, answered, expected) => {
    expect(responseTimeOf(hours, answered)).toEqual(expected);
  });
});

describe('practiceStageLabel', () => {
  const none = { hired: false, notSelected: false, feedbackReasons: [], hasInterview: false, answered: false, reviewed: false };
  it.each([
    [{}, 'New'],
    [{ reviewed: true }, 'Viewed'],
    [{ reviewed: true, answered: true }, 'Answered'],
    [{ answered: true, hasInterview: true }, 'Interview'],
    [{ hasInterview: true, feedbackReasons: ['Typos'] }, 'Declined'],
    [{ feedbackReasons: ['Great Resume'], answered: true }, 'Answered'],
    [{ notSelected: true, feedbackReasons: ['Typos'] }, 'Not selected'],
    [{ hired: true, notSelected: true, hasInterview: true }, 'Hired'],
  ])('%j: %s', (input, expected) => {
    expect(practiceStageLabel({ ...none, ...input })).toBe(expected);
  });
});

describe('fillTemplate and the default decline', () => {
  it.each([
    ['Hello {name}', { name: 'Raé' }, 'Hello Raé'],
    ['{name} at {interviewTime}', { name: 'Raé', interviewTime: 'Thu 3 PM' }, 'Raé at Thu 3 PM'],
    ['Hello {name} {unknown}', { name: 'Raé' }, 'Hello Raé {unknown}'],
    ['Hello {name}', {}, 'Hello {name}'],
  ])('%j with %j', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });

  it('fills the default decline with the person, the posting and the practice', () => {
    expect(fillTemplate(DEFAULT_DECLINE_TEMPLATE, { name: 'Raé Núñez', posting: 'Hygienist', practice: 'Bright Smiles' })).toBe(
      'Dear Raé Núñez, thank you for applying to Hygienist at Bright Smiles and for the time you gave us. ' +
        'After careful thought we will not be moving forward with your application. We wish you every success in your search.',
    );
  });
});
