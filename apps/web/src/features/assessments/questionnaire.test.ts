import { describe, expect, it } from 'vitest';
import { answersToList, listToAnswers } from './questionnaire';

describe('questionnaire answers', () => {
  it('drops unanswered questions and round-trips the wire shape', () => {
    const list = answersToList({ 'disc-01': 'a', 'disc-02': '', 'disc-03': 'c' });
    expect(list).toEqual([
      { questionId: 'disc-01', answer: 'a' },
      { questionId: 'disc-03', answer: 'c' },
    ]);
    expect(listToAnswers(list)).toEqual({ 'disc-01': 'a', 'disc-03': 'c' });
  });

  it('reads nothing from what is not a list', () => {
    expect(listToAnswers(undefined)).toEqual({});
    expect(listToAnswers({ 'disc-01': 'a' })).toEqual({});
  });
});
