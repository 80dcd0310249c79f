import { describe, expect, it } from 'vitest';
import { HIRING_MESSAGE_MAX_LENGTH } from '@chairside/domain/hiring';
import { answersBody, applyFormSchema, applyFormServerPath, unansweredQuestions } from './screening-answers';

const questions = [
  { id: 'q1', text: 'Do you hold an Illinois RDH licence?' },
  { id: 'q2', text: 'Can you work two Saturdays a month?' },
];

describe('screening answers (applying and accepting an invitation)', () => {
  it('names each unanswered question under its field, in the posting’s order', () => {
    expect(unansweredQuestions(questions, { q2: false })).toEqual({ 'answers.q1': 'Answer yes or no: “Do you hold an Illinois RDH licence?”' });
    expect(unansweredQuestions(questions, { q1: true, q2: false })).toEqual({});
  });

  it('sends one answer per answered question', () => {
    expect(answersBody(questions, { q2: false, q1: true })).toEqual([
      { questionId: 'q1', answer: true },
      { questionId: 'q2', answer: false },
    ]);
  });

  it('applying checks every question at once, each message under its question, then sends the list and the trimmed message', () => {
    const refused = applyFormSchema(questions).safeParse({ answers: {}, message: 'Hello' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['answers.q1', 'Answer yes or no: “Do you hold an Illinois RDH licence?”'],
      ['answers.q2', 'Answer yes or no: “Can you work two Saturdays a month?”'],
    ]);
    expect(applyFormSchema(questions).parse({ answers: { q2: false, q1: true }, message: '  Hello  ' })).toEqual({
      message: 'Hello',
      answers: [
        { questionId: 'q1', answer: true },
        { questionId: 'q2', answer: false },
      ],
    });
    expect(applyFormSchema([]).parse({ answers: {}, message: '   ' })).toEqual({ message: null, answers: [] });
  });

  it('applying refuses a message over the limit under the message box, with the API’s words', () => {
    const refused = applyFormSchema([]).safeParse({ answers: {}, message: 'x'.repeat(HIRING_MESSAGE_MAX_LENGTH + 1) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['message', `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`],
    ]);
  });

  it('shows the server’s messages under a question of the form or the message box, and any other in the alert', () => {
    const fieldOf = applyFormServerPath(questions);
    expect(fieldOf(['answers', 'q2'])).toBe('answers.q2');
    expect(fieldOf(['message'])).toBe('message');
    expect(fieldOf(['answers', 'gone'])).toBeNull();
    expect(fieldOf(['answers'])).toBeNull();
    expect(fieldOf(['jobId'])).toBeNull();
  });
});
