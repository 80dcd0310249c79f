import { describe, expect, it } from 'vitest';
import { InterviewAnswerInputSchema, interviewAnswerOutcome, type InterviewAnswer, type InterviewResponse } from './interview-answers';
import type { InterviewStatus } from './hiring';

const now = new Date('2026-10-20T12:00:00Z');
const future = '2026-11-02T16:30:00Z';
const past = '2026-10-19T16:30:00Z';

describe('interviewAnswerOutcome', () => {
  it.each<[InterviewStatus, InterviewResponse | null, InterviewAnswer, string | null, string, string]>([
    // status, previous answer, answer, message -> outcome
    ['PROPOSED', null, 'ACCEPT', null, 'CONFIRMED ACCEPTED changed', ''],
    ['PROPOSED', null, 'DECLINE', 'Took another job', 'DECLINED DECLINED changed', ''],
    ['PROPOSED', null, 'NEW_TIME', 'Afternoons suit me', 'PROPOSED NEW_TIME changed', ''],
    ['PROPOSED', 'NEW_TIME', 'NEW_TIME', 'Afternoons suit me', 'PROPOSED NEW_TIME same', 'the same request twice'],
    ['PROPOSED', 'NEW_TIME', 'NEW_TIME', 'Mornings now', 'PROPOSED NEW_TIME changed', 'a new message'],
    ['PROPOSED', 'NEW_TIME', 'ACCEPT', null, 'CONFIRMED ACCEPTED changed', 'accepting after all'],
    ['CONFIRMED', 'ACCEPTED', 'ACCEPT', null, 'CONFIRMED ACCEPTED same', 'accepting twice'],
    ['CONFIRMED', 'ACCEPTED', 'DECLINE', null, 'DECLINED DECLINED changed', 'declining after accepting'],
    ['CONFIRMED', 'ACCEPTED', 'NEW_TIME', 'Something came up', 'PROPOSED NEW_TIME changed', 'another time after accepting'],
    ['PROPOSED', null, 'NEW_TIME', null, 'VALIDATION message', 'another time needs a message'],
    ['CANCELED', null, 'ACCEPT', null, 'CONFLICT status', 'cancelled by the practice'],
    ['CANCELED', 'ACCEPTED', 'NEW_TIME', 'x', 'CONFLICT status', ''],
    ['DECLINED', 'DECLINED', 'ACCEPT', null, 'CONFLICT status', 'declined is final'],
    ['DECLINED', 'DECLINED', 'DECLINE', null, 'CONFLICT status', ''],
  ])('%s (%s) + %s %j -> %s %s', (status, response, answer, message, expected) => {
    const outcome = interviewAnswerOutcome({ status, response, interviewDate: future, responseMessage: 'Afternoons suit me' }, { answer, message }, now);
    const shown = outcome.ok ? `${outcome.status} ${outcome.response} ${outcome.changed ? 'changed' : 'same'}` : `${outcome.kind} ${outcome.field}`;
    expect(shown).toBe(expected);
  });

  it('takes no answer once the interview has taken place', () => {
    expect(interviewAnswerOutcome({ status: 'PROPOSED', response: null, interviewDate: past }, { answer: 'ACCEPT', message: null }, now)).toMatchObject({
      ok: false,
      field: 'interviewDate',
      kind: 'CONFLICT',
    });
  });
});

describe('InterviewAnswerInputSchema', () => {
  it.each([
    [{ answer: 'ACCEPT' }, { answer: 'ACCEPT', message: null }],
    [
      { answer: 'NEW_TIME', message: '  Tuesdays after 2 PM  ' },
      { answer: 'NEW_TIME', message: 'Tuesdays after 2 PM' },
    ],
    [
      { answer: 'DECLINE', message: '   ' },
      { answer: 'DECLINE', message: null },
    ],
  ])('reads %j', (body, expected) => {
    expect(InterviewAnswerInputSchema.parse(body)).toEqual(expected);
  });

  it.each([
    [{}, 'answer'],
    [{ answer: 'MAYBE' }, 'answer'],
    [{ answer: 'ACCEPT', message: 5 }, 'message'],
    [{ answer: 'NEW_TIME', message: 'x'.repeat(2001) }, 'message'],
    [{ answer: 'ACCEPT', extra: true }, ''],
  ])('rejects %j naming %s', (body, field) => {
    const result = InterviewAnswerInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
