import { describe, expect, it } from 'vitest';
import {
  type ApplicationStage,
  type ApplicationStageInput,
  FEEDBACK_REASONS,
  SENDABLE_FEEDBACK_REASONS,
  applicationStage,
  applicationStageLabel,
  formatDay,
  isFeedbackReason,
} from './application-stage';

const base: ApplicationStageInput = {
  reviewedDate: null,
  opinion: null,
  feedbackReasons: [],
  feedbackMessage: null,
  feedbackDate: null,
  hasInterview: false,
  isJobLive: true,
};

describe('applicationStage', () => {
  const rows: [string, Partial<ApplicationStageInput>, ApplicationStage][] = [
    ['nothing happened yet', {}, { stage: 'sent', date: null }],
    ['opened by the practice', { reviewedDate: '2026-11-24' }, { stage: 'viewed', date: '2026-11-24' }],
    ['a dislike is not shown: still viewed', { reviewedDate: '2026-11-24', opinion: 'DISLIKED' }, { stage: 'viewed', date: '2026-11-24' }],
    ['a dislike before opening: still sent', { opinion: 'DISLIKED' }, { stage: 'sent', date: null }],
    ['liked', { reviewedDate: '2026-11-24', opinion: 'LIKED' }, { stage: 'under consideration', date: null }],
    [
      "only 'Under Consideration' feedback",
      { reviewedDate: '2026-11-24', feedbackReasons: ['Under Consideration'], feedbackDate: '2026-11-25T10:00:00.000Z' },
      { stage: 'under consideration', date: '2026-11-25T10:00:00.000Z' },
    ],
    [
      "'Under Consideration' with a message is feedback",
      { feedbackReasons: ['Under Consideration'], feedbackMessage: 'Call us', feedbackDate: '2026-11-25T10:00:00.000Z' },
      { stage: 'feedback', date: '2026-11-25T10:00:00.000Z' },
    ],
    [
      'rejection reasons',
      { reviewedDate: '2026-11-24', feedbackReasons: ['Typos', 'Inexperienced'], feedbackDate: '2026-11-26T10:00:00.000Z' },
      { stage: 'feedback', date: '2026-11-26T10:00:00.000Z' },
    ],
    [
      'feedback wins over a like',
      { opinion: 'LIKED', feedbackReasons: ['Great Resume'], feedbackDate: '2026-11-26T10:00:00.000Z' },
      { stage: 'feedback', date: '2026-11-26T10:00:00.000Z' },
    ],
    [
      'a written message alone',
      { feedbackMessage: 'Thanks!', feedbackDate: '2026-11-26T10:00:00.000Z' },
      { stage: 'feedback', date: '2026-11-26T10:00:00.000Z' },
    ],
    ['a blank message is no feedback', { feedbackMessage: '   ', reviewedDate: '2026-11-24' }, { stage: 'viewed', date: '2026-11-24' }],
    ['an interview', { reviewedDate: '2026-11-24', hasInterview: true, feedbackReasons: ['Great Resume'] }, { stage: 'interview', date: null }],
    ['an interview on a filled posting', { hasInterview: true, isJobLive: false }, { stage: 'interview', date: null }],
    ['posting closed without an interview', { isJobLive: false }, { stage: 'not selected', date: null }],
    [
      'closed after feedback',
      { isJobLive: false, feedbackReasons: ['Typos'], feedbackDate: '2026-11-26T10:00:00.000Z' },
      { stage: 'not selected', date: null },
    ],
    ['closed after a like', { isJobLive: false, opinion: 'LIKED' }, { stage: 'not selected', date: null }],
  ];
  it.each(rows)('%s', (_name, change, expected) => {
    expect(applicationStage({ ...base, ...change })).toEqual(expected);
  });
});

describe('applicationStageLabel', () => {
  it.each([
    [{ stage: 'sent', date: null }, 'Sent'],
    [{ stage: 'viewed', date: '2026-11-24' }, 'Viewed on Nov 24, 2026'],
    [{ stage: 'viewed', date: null }, 'Viewed'],
    [{ stage: 'under consideration', date: null }, 'Under consideration'],
    [{ stage: 'feedback', date: '2026-01-05' }, 'Feedback on Jan 5, 2026'],
    [{ stage: 'feedback', date: '2026-01-06T02:30:00.000Z' }, 'Feedback on (the reader’s day of 2026-01-06T02:30:00.000Z)'],
    [{ stage: 'interview', date: null }, 'Interview'],
    [{ stage: 'not selected', date: null }, 'Not selected'],
  ] as [ApplicationStage, string][])('%o reads %s', (stage, label) => {
    const readersDay = (value: string) => (value.length === 10 ? formatDay(value) : `(the reader’s day of ${value})`);
    expect(applicationStageLabel(stage, readersDay)).toBe(label);
  });

  it('formats days', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('feedback reasons', () => {
  it('offer nothing about how a person looks or their photo', () => {
    expect(SENDABLE_FEEDBACK_REASONS.filter((reason) => /photo|picture|look|appearance/i.test(reason))).toEqual([]);
    expect(SENDABLE_FEEDBACK_REASONS).toEqual(FEEDBACK_REASONS.filter((reason) => reason !== 'Missing Picture'));
  });
  it('are the spec’s eleven labels', () => {
    expect(FEEDBACK_REASONS).toEqual([
      'Poor Grammar',
      'Typos',
      'Great Resume',
      'Under Consideration',
      'Incomplete',
      'Inexperienced',
      'Personality Mismatch',
      'Unprofessional',
      'Wrong Position',
      'Insufficient Skills',
      'Missing Picture',
    ]);
  });
  it.each([
    ['Typos', true],
    ['typos', false],
    ['Great resume', false],
    ['', false],
  ])('%s is a reason: %s', (value, expected) => {
    expect(isFeedbackReason(value)).toBe(expected);
  });
});
