import { describe, expect, it } from 'vitest';
import { answersBody, errorsOfUnanswered, unansweredQuestions } from './screening-answers';

const questions = [
  { id: 'q1', text: 'Do you hold an Illinois RDH licence?' },
  { id: 'q2', text: 'Can you work two Saturdays a month?' },
];

describe('screening answers (applying and accepting an invitation)', () => {
  it('names each unanswered question under its field, in the posting’s order', () => {
    expect(unansweredQuestions(questions, { q2: false })).toEqual({ 'answers.q1': 'Answer yes or no: “Do you hold an Illinois RDH licence?”' });
    expect(unansweredQuestions(questions, { q1: true, q2: false })).toEqual({});
  });

  it('drops the error of a question once it is answered, and keeps the others', () => {
    const errors = { 'answers.q1': 'Answer q1', 'answers.q2': 'Answer q2', message: 'Too long' };
    expect(errorsOfUnanswered(errors, { q1: false })).toEqual({ 'answers.q2': 'Answer q2', message: 'Too long' });
  });

  it('sends one answer per answered question', () => {
    expect(answersBody(questions, { q2: false, q1: true })).toEqual([
      { questionId: 'q1', answer: true },
      { questionId: 'q2', answer: false },
    ]);
  });
});
