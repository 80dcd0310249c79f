import { describe, expect, it } from 'vitest';
import { answeredUpTo, answersToList, listToAnswers } from './questionnaire';

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

  it('asks for an answer to each question up to the step, and lets the later ones wait', () => {
    const question = (id: string) => ({ id, text: id, options: [] });
    const firstStep = answeredUpTo([question('disc-01'), question('disc-02')]);
    const refused = firstStep.safeParse({ 'disc-01': 'a', 'disc-02': '', 'disc-03': '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['disc-02', 'Choose an answer.']]);
    expect(firstStep.parse({ 'disc-01': 'a', 'disc-02': 'b', 'disc-03': '' })).toEqual({ 'disc-01': 'a', 'disc-02': 'b', 'disc-03': '' });
  });
});
