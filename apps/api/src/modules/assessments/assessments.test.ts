import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CULTURE_MC_BANK, CULTURE_PREFERENCE_BANK, EMPLOYER_CULTURE_MC_BANK, cultureThemeOf, type CultureTheme } from '@chairside/domain/assessments/culture';
import { DISC_BANK, discStyleOf } from '@chairside/domain/assessments/disc';
import { EMOTIONS_BANK } from '@chairside/domain/assessments/emotions';
import { SATISFACTION_BANK } from '@chairside/domain/assessments/satisfaction';
import type { QuestionBank } from '@chairside/domain/assessments/instrument';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { apply, fillResume, liveJob, makePublic } from '../../testing/hiring';
import { movableClock } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

const clock = movableClock('2026-10-05T09:00:00.000Z');
const api = useTestApi({ clock });

let seeker: TestAccount;
let other: TestAccount;
let practice: TestAccount;
let otherPractice: TestAccount;

beforeAll(async () => {
  [seeker, other, practice, otherPractice] = await Promise.all([signUpStaff(api), signUpStaff(api), signUpEmployer(api), signUpEmployer(api)]);
});

const staffPath = (account: TestAccount, kind: string) => `/api9/users/staff/${account.username}/${kind}`;
const all = (bank: QuestionBank, answer: (questionId: string, index: number) => string = () => '3') =>
  bank.questions.map((q, index) => ({ questionId: q.id, answer: answer(q.id, index) }));
const discAll = (style: 'D' | 'I' | 'S' | 'C') =>
  all(DISC_BANK, (questionId) => DISC_BANK.questions.find((q) => q.id === questionId)!.options.find((o) => discStyleOf(questionId, o.id) === style)!.id);
const leaning = (bank: QuestionBank, themes: (index: number) => CultureTheme) =>
  all(bank, (questionId, index) => bank.questions[index].options.find((o) => cultureThemeOf(questionId, o.id) === themes(index))!.id);

const PAYLOADS: Record<string, unknown> = {
  disc: { assessmentResponses: discAll('S') },
  emotions: { assessmentResponses: all(EMOTIONS_BANK, () => '4') },
  satisfaction: { assessmentResponses: all(SATISFACTION_BANK, () => '2') },
  values: { values: ['patient-care', 'teamwork', 'integrity', 'learning', 'balance', 'respect'] },
  culture: { multipleChoiceAnswers: leaning(CULTURE_MC_BANK, () => 'team'), preferenceAnswers: all(CULTURE_PREFERENCE_BANK) },
  alignment: { personalVisionAnswer: 'Lead the hygiene team.', teamExpectationsAnswer: 'Honest, kind communication.' },
  skills: {
    skills: [
      { skill: 'Dentrix', score: 4 },
      { skill: 'Scaling and root planing', score: 5 },
    ],
  },
};

async function completeness(account: TestAccount) {
  const response = await call(api, account, 'GET', '/api9/users/staff/current');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function storedRows() {
  const result = await api.database.db.execute<Record<string, unknown>>(sql`
    select (select coalesce(json_agg(r order by user_id, kind), '[]') from assessment_results r) as results,
           (select coalesce(json_agg(p order by user_id, kind), '[]') from assessment_progress p) as progress,
           (select coalesce(json_agg(e order by employer_id), '[]') from employer_culture_results e) as employer`);
  return result.rows[0];
}

describe('lists', () => {
  it.each([
    ['disc-questions', 24],
    ['emotional-intelligence-questions', 20],
    ['culture-multiple-choice-questions', 12],
    ['culture-preference-questions', 8],
    ['employer-culture-multiple-choice-questions', 12],
    ['job-satisfaction-questions', 10],
  ])('%s: %i questions with options, public', async (name, count) => {
    const response = await call(api, null, 'GET', `/api9/lists/${name}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.version).toBe(1);
    expect(body.questions).toHaveLength(count);
    expect(body.questions[0]).toMatchObject({
      id: expect.any(String),
      text: expect.any(String),
      options: expect.arrayContaining([{ id: expect.any(String), label: expect.any(String) }]),
    });
  });

  it('emotional intelligence names the spec’s four groups with strength text and tips', async () => {
    const body = (await call(api, null, 'GET', '/api9/lists/emotional-intelligence-questions')).json();
    expect(body.groups.map((g: { label: string }) => g.label)).toEqual(['Self-Awareness', 'Self-Management', 'Social Awareness', 'Relationship Management']);
    for (const group of body.groups) expect(group.tips.length).toBeGreaterThan(0);
  });

  it.each([
    ['values', 20],
    ['skill-cats', 6],
    ['skill-cats-employer', 5],
  ])('%s: {items}', async (name, count) => {
    const body = (await call(api, null, 'GET', `/api9/lists/${name}`)).json();
    expect(body.items).toHaveLength(count);
  });

  it('skills, skills-staff and skills-employer list skills with their category', async () => {
    const skills = (await call(api, null, 'GET', '/api9/lists/skills')).json().items;
    const staff = (await call(api, null, 'GET', '/api9/lists/skills-staff')).json().items;
    expect(skills).toContainEqual({ skill: 'Dentrix', category: 'Practice management software' });
    expect(staff).toContainEqual({ skill: 'Sealants', category: 'Clinical chairside' });
    expect(staff).not.toContainEqual(expect.objectContaining({ skill: 'Dentrix' }));
    const employerList = (await call(api, null, 'GET', '/api9/lists/skills-employer')).json().items;
    expect(employerList.every((entry: { score: number }) => entry.score === 0)).toBe(true);
  });
});

describe('job seeker assessments', () => {
  it('DISC: progress kept, then scored with its version; the completeness score rises by 5', async () => {
    const before = (await completeness(seeker)).completeness.score;
    const fresh = (await call(api, seeker, 'GET', staffPath(seeker, 'disc'))).json();
    expect(fresh).toMatchObject({ status: 'NOT_STARTED', version: 1, scoredVersion: null, result: null, D: null });

    const half = discAll('D').slice(0, 10);
    const saved = await call(api, seeker, 'PUT', `${staffPath(seeker, 'disc')}/progress`, { assessmentResponses: half });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'IN_PROGRESS', progressDate: '2026-10-05T09:00:00.000Z', progress: { assessmentResponses: half } });
    expect((await call(api, seeker, 'GET', staffPath(seeker, 'disc'))).json().progress.assessmentResponses).toEqual(half);
    expect((await completeness(seeker)).completeness.score).toBe(before);

    clock.advanceDays(1);
    const done = await call(api, seeker, 'PUT', staffPath(seeker, 'disc'), { assessmentResponses: discAll('D'), version: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'DONE',
      D: 24,
      I: 0,
      S: 0,
      C: 0,
      scoredVersion: 1,
      completedDate: '2026-10-06T09:00:00.000Z',
      progress: null,
      result: { primaryStyle: 'D' },
    });
    const me = await completeness(seeker);
    expect(me.completeness.score).toBe(before + 5);
    expect(me.discScores).toEqual({ D: 24, I: 0, S: 0, C: 0 });
    expect(me.completeness.missing.map((m: { key: string }) => m.key)).not.toContain('discAssessment');
  });

  it('every assessment: submitted, listed as done with its date; the four counted ones and alignment add 25 points', async () => {
    const person = await signUpStaff(api);
    const before = (await completeness(person)).completeness.score;
    await fillResume(api, person, { skills: 2 });
    const withResume = (await completeness(person)).completeness.score;
    expect(withResume).toBeGreaterThan(before);
    for (const [kind, payload] of Object.entries(PAYLOADS)) {
      const response = await call(api, person, 'PUT', staffPath(person, kind), payload);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(response.json().status).toBe('DONE');
    }
    const overview = (await call(api, person, 'GET', `/api9/users/staff/${person.username}/assessments`)).json();
    expect(overview.map((row: { kind: string; status: string }) => [row.kind, row.status])).toEqual(
      ['disc', 'emotions', 'values', 'culture', 'alignment', 'satisfaction', 'skills'].map((kind) => [kind, 'DONE']),
    );
    const me = await completeness(person);
    // DISC, EI, values, culture, alignment: 25 (the resume's skills were already rated above 1).
    expect(me.completeness.score).toBe(withResume + 25);
    expect(me).toMatchObject({
      emotion: { isComplete: true },
      values: ['Patient care', 'Teamwork', 'Integrity', 'Learning', 'Work-life balance'],
      culture: { team: 100, patient: 0, results: 0, systems: 0 },
      alignmentQuestionnaire: PAYLOADS.alignment,
    });
    // The skills assessment rated the resume's skill of the same name.
    expect(me.resume.skills.find((s: { name: string }) => s.name === 'Scaling and root planing').score).toBe(5);

    // Removing one: not started again, its points gone.
    expect((await call(api, person, 'DELETE', staffPath(person, 'values'))).statusCode).toBe(204);
    expect((await call(api, person, 'GET', staffPath(person, 'values'))).json().status).toBe('NOT_STARTED');
    expect((await completeness(person)).completeness.score).toBe(withResume + 20);
  });

  it('the skills assessment rates the resume’s skills, which earns the Skills assessment row', async () => {
    const person = await signUpStaff(api);
    for (const name of ['Dentrix', 'Sealants'])
      expect((await call(api, person, 'POST', `/api9/users/staff/${person.username}/skills`, { name, score: 1 })).statusCode).toBe(201);
    const before = await completeness(person);
    expect(before.completeness.missing.map((m: { key: string }) => m.key)).toContain('skillsAssessment');
    expect(
      (
        await call(api, person, 'PUT', staffPath(person, 'skills'), {
          skills: [
            { skill: 'dentrix', score: 4 },
            { skill: 'Impressions', score: 3 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const after = await completeness(person);
    expect(after.completeness.missing.map((m: { key: string }) => m.key)).not.toContain('skillsAssessment');
    expect(after.completeness.score).toBe(before.completeness.score + 5);
    expect(after.resume.skills.map((s: { name: string; score: number }) => [s.name, s.score])).toEqual([
      ['Dentrix', 4],
      ['Sealants', 1],
    ]);
  });

  it('answers are shown back as stored; HTML stays text (JSON), never markup', async () => {
    const person = await signUpStaff(api);
    const html = '<script>alert(1)</script><b>bold</b>';
    const response = await call(api, person, 'PUT', staffPath(person, 'alignment'), { personalVisionAnswer: html, teamExpectationsAnswer: 'ok' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().result.personalVisionAnswer).toBe(html);
  });
});

describe('bad input: 400 naming the field, nothing stored', () => {
  const disc = discAll('C');
  it.each<[string, string, unknown, string, number]>([
    ['unknown question', 'disc', { assessmentResponses: [...disc.slice(1), { questionId: 'disc-99', answer: 'a' }] }, 'assessmentResponses.23.questionId', 400],
    ['missing answers', 'disc', { assessmentResponses: disc.slice(0, 20) }, 'assessmentResponses', 400],
    ['out-of-range answer', 'disc', { assessmentResponses: [{ questionId: 'disc-01', answer: 'z' }, ...disc.slice(1)] }, 'assessmentResponses.0.answer', 400],
    ['answer of the wrong type', 'disc', { assessmentResponses: [{ questionId: 'disc-01', answer: 1 }] }, 'assessmentResponses.0.answer', 400],
    ['old bank version', 'disc', { assessmentResponses: disc, version: 2 }, 'version', 409],
    ['unknown field', 'disc', { assessmentResponses: disc, extra: 1 }, 'extra', 400],
    ['emotions answer 6', 'emotions', { assessmentResponses: all(EMOTIONS_BANK, (_q, i) => (i === 4 ? '6' : '3')) }, 'assessmentResponses.4.answer', 400],
    ['culture without preferences', 'culture', { multipleChoiceAnswers: leaning(CULTURE_MC_BANK, () => 'team') }, 'preferenceAnswers', 400],
    [
      'culture with the practice’s wording ids wrong',
      'culture',
      {
        multipleChoiceAnswers: leaning(CULTURE_MC_BANK, () => 'team'),
        preferenceAnswers: [{ questionId: 'culture-pq-1', answer: '9' }, ...all(CULTURE_PREFERENCE_BANK).slice(1)],
      },
      'preferenceAnswers.0.answer',
      400,
    ],
    ['four values', 'values', { values: ['integrity', 'teamwork', 'learning', 'balance'] }, 'values', 400],
    ['unknown value', 'values', { values: ['integrity', 'teamwork', 'learning', 'balance', 'greed'] }, 'values.4', 400],
    ['oversize alignment answer', 'alignment', { personalVisionAnswer: 'x'.repeat(2001), teamExpectationsAnswer: 'ok' }, 'personalVisionAnswer', 400],
    ['blank alignment answer', 'alignment', { personalVisionAnswer: 'ok', teamExpectationsAnswer: '   ' }, 'teamExpectationsAnswer', 400],
    ['unknown skill', 'skills', { skills: [{ skill: 'Juggling', score: 3 }] }, 'skills.0.skill', 400],
    ['skill score 9', 'skills', { skills: [{ skill: 'Dentrix', score: 9 }] }, 'skills.0.score', 400],
    ['progress with another kind’s field', 'disc/progress', { values: ['integrity'] }, 'values', 400],
    [
      'progress with an unknown option',
      'disc/progress',
      { assessmentResponses: [{ questionId: 'disc-02', answer: 'q' }] },
      'assessmentResponses.0.answer',
      400,
    ],
    // Half of a UTF-16 pair ("\ud800" in JSON): jsonb refuses it, which once answered 500.
    [
      'a lone high surrogate in an alignment answer',
      'alignment',
      { personalVisionAnswer: 'Lead \ud800 the team', teamExpectationsAnswer: 'ok' },
      'personalVisionAnswer',
      400,
    ],
    ['a lone low surrogate in saved progress', 'alignment/progress', { teamExpectationsAnswer: 'Kind \udc00' }, 'teamExpectationsAnswer', 400],
  ])('%s', async (_name, kind, payload, field, status) => {
    const before = await storedRows();
    const response = await call(api, other, 'PUT', staffPath(other, kind), payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errors[0]).toMatchObject({ field });
    expect(await storedRows()).toEqual(before);
  });

  it('malformed JSON and naughty strings: 4xx, nothing stored', async () => {
    const before = await storedRows();
    const malformed = await api.app.inject({
      method: 'PUT',
      url: staffPath(other, 'disc'),
      payload: '{"assessmentResponses": [',
      headers: { authorization: other.authorization, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    for (const naughty of NAUGHTY_STRINGS.slice(0, 40)) {
      const response = await call(api, other, 'PUT', staffPath(other, 'disc'), { assessmentResponses: [{ questionId: naughty, answer: naughty }] });
      expect(response.statusCode, naughty).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, naughty).toBeLessThan(500);
    }
    expect(await storedRows()).toEqual(before);
  });
});

describe('who may call what', () => {
  it('the job seeker’s calls: anonymous 401, a practice 403 to change, another job seeker 404', async () => {
    for (const kind of ['disc', 'emotions', 'values', 'culture', 'alignment', 'satisfaction', 'skills']) {
      const path = staffPath(seeker, kind);
      expect((await call(api, null, 'GET', path)).statusCode).toBe(401);
      expect((await call(api, null, 'PUT', path, PAYLOADS[kind])).statusCode).toBe(401);
      expect((await call(api, other, 'GET', path)).statusCode).toBe(404);
      expect((await call(api, other, 'PUT', path, PAYLOADS[kind])).statusCode).toBe(404);
      expect((await call(api, other, 'PUT', `${path}/progress`, {})).statusCode).toBe(404);
      expect((await call(api, other, 'DELETE', path)).statusCode).toBe(404);
      expect((await call(api, practice, 'PUT', path, PAYLOADS[kind])).statusCode).toBe(403);
      expect((await call(api, practice, 'DELETE', path)).statusCode).toBe(403);
    }
    expect((await call(api, other, 'GET', `/api9/users/staff/${seeker.username}/assessments`)).statusCode).toBe(404);
    expect((await call(api, practice, 'GET', `/api9/users/staff/${seeker.username}/assessments`)).statusCode).toBe(403);
  });

  it('a practice reads results only while the resume is visible to it, never satisfaction, never progress', async () => {
    const candidate = await signUpStaff(api);
    for (const kind of ['disc', 'satisfaction']) expect((await call(api, candidate, 'PUT', staffPath(candidate, kind), PAYLOADS[kind])).statusCode).toBe(200);
    await call(api, candidate, 'PUT', `${staffPath(candidate, 'values')}/progress`, { values: ['integrity'] });
    await makePublic(api, candidate, false);
    const candidatesPath = `/api9/users/employers/${practice.username}/candidates/${candidate.username}/assessments`;
    // Private, never applied: hidden.
    expect((await call(api, practice, 'GET', staffPath(candidate, 'disc'))).statusCode).toBe(404);
    expect((await call(api, practice, 'GET', candidatesPath)).statusCode).toBe(404);
    // Public: visible to any practice, results only.
    await makePublic(api, candidate, true);
    const disc = (await call(api, practice, 'GET', staffPath(candidate, 'disc'))).json();
    expect(disc).toMatchObject({ status: 'DONE', D: 0, S: 24, answers: null, progress: null });
    expect((await call(api, practice, 'GET', staffPath(candidate, 'values'))).json()).toMatchObject({ status: 'NOT_STARTED', progress: null });
    expect((await call(api, practice, 'GET', staffPath(candidate, 'satisfaction'))).statusCode).toBe(404);
    const view = (await call(api, practice, 'GET', candidatesPath)).json();
    expect(Object.keys(view.results)).not.toContain('satisfaction');
    expect(view.results.disc.result.primaryStyle).toBe('S');
    // Private again: hidden again, until the candidate applies to the practice.
    await makePublic(api, candidate, false);
    expect((await call(api, practice, 'GET', candidatesPath)).statusCode).toBe(404);
    await fillResume(api, candidate);
    const job = await liveJob(api, practice);
    expect((await apply(api, candidate, job.id)).statusCode).toBe(201);
    expect((await call(api, practice, 'GET', candidatesPath)).statusCode).toBe(200);
    expect(
      (await call(api, otherPractice, 'GET', `/api9/users/employers/${otherPractice.username}/candidates/${candidate.username}/assessments`)).statusCode,
    ).toBe(404);
    // Only the practice itself asks through its own path; a job seeker may not.
    expect((await call(api, otherPractice, 'GET', candidatesPath)).statusCode).toBe(404);
    expect((await call(api, candidate, 'GET', candidatesPath)).statusCode).toBe(403);
    expect((await call(api, null, 'GET', candidatesPath)).statusCode).toBe(401);
  });
});

describe('practice culture, technologies and fit', () => {
  it('the practice takes its culture assessment; a candidate’s fit comes with its drivers and meaning', async () => {
    const path = `/api9/users/employers/${practice.username}/culture-employer`;
    expect((await call(api, practice, 'GET', path)).json()).toMatchObject({ status: 'NOT_STARTED', version: 1 });
    const answers = leaning(EMPLOYER_CULTURE_MC_BANK, (i) => (i < 6 ? 'team' : 'patient'));
    expect((await call(api, practice, 'PUT', `${path}/progress`, { questionIdAnswers: answers.slice(0, 4) })).json().status).toBe('IN_PROGRESS');
    // The job seeker's field names do not belong here.
    expect((await call(api, practice, 'PUT', `${path}/progress`, { multipleChoiceAnswers: answers })).json().errors[0].field).toBe('multipleChoiceAnswers');
    expect((await call(api, practice, 'PUT', path, { questionIdAnswers: answers.slice(0, 11) })).json().errors[0].field).toBe('questionIdAnswers');
    const done = await call(api, practice, 'PUT', path, { questionIdAnswers: answers });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', result: { profile: { team: 50, patient: 50, results: 0, systems: 0 } } });

    const candidate = await signUpStaff(api);
    await makePublic(api, candidate, true);
    const candidatesPath = `/api9/users/employers/${practice.username}/candidates/${candidate.username}/assessments`;
    expect((await call(api, practice, 'GET', candidatesPath)).json()).toMatchObject({ practiceCultureDone: true, fit: null });
    await call(api, candidate, 'PUT', staffPath(candidate, 'culture'), PAYLOADS.culture);
    const view = (await call(api, practice, 'GET', candidatesPath)).json();
    expect(view.fit).toMatchObject({ percent: 50, sameAnswers: 6, questions: 12, explanation: expect.stringContaining('12 questions') });
    expect(view.fit.drivers.map((d: { kind: string }) => d.kind)).toEqual(['shared', 'gap', 'answers']);

    // Another practice, another employer's path, a job seeker: refused.
    expect((await call(api, otherPractice, 'GET', path)).statusCode).toBe(404);
    expect((await call(api, otherPractice, 'PUT', path, { questionIdAnswers: answers })).statusCode).toBe(404);
    expect((await call(api, seeker, 'GET', path)).statusCode).toBe(403);
    expect((await call(api, null, 'PUT', path, { questionIdAnswers: answers })).statusCode).toBe(401);

    expect((await call(api, practice, 'DELETE', path)).statusCode).toBe(204);
    expect((await call(api, practice, 'GET', candidatesPath)).json()).toMatchObject({ practiceCultureDone: false, fit: null });
  });

  it('technologies: score 1 for what the practice uses; cleared by DELETE', async () => {
    const path = `/api9/users/employers/${practice.username}/profile/assessment`;
    const saved = await call(api, practice, 'PUT', path, {
      skills: [
        { skill: 'Dentrix', score: 1 },
        { skill: 'eaglesoft', score: 0 },
        { skill: 'Digital X-rays', score: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const used = saved
      .json()
      .skills.filter((entry: { score: number }) => entry.score === 1)
      .map((entry: { skill: string }) => entry.skill);
    expect(used).toEqual(['Dentrix', 'Digital X-rays']);
    const listed = (await call(api, practice, 'GET', '/api9/lists/skills-employer')).json().items;
    expect(listed.filter((entry: { score: number }) => entry.score === 1)).toHaveLength(2);
    expect((await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/profile`)).json().technologies).toEqual(['Dentrix', 'Digital X-rays']);
    expect((await call(api, practice, 'PUT', path, { skills: [{ skill: 'Sealants', score: 1 }] })).json().errors[0].field).toBe('skills.0.skill');
    expect((await call(api, practice, 'PUT', path, { skills: [{ skill: 'Dentrix', score: 2 }] })).json().errors[0].field).toBe('skills.0.score');
    expect((await call(api, otherPractice, 'PUT', path, { skills: [] })).statusCode).toBe(404);
    expect((await call(api, seeker, 'PUT', path, { skills: [] })).statusCode).toBe(403);
    expect((await call(api, practice, 'DELETE', path)).statusCode).toBe(204);
    expect((await call(api, practice, 'GET', '/api9/lists/skills-employer')).json().items.every((entry: { score: number }) => entry.score === 0)).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('lists the assessment calls with their tag', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api9/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const [method, path] of [
      ['get', '/api9/lists/disc-questions'],
      ['get', '/api9/lists/skills-employer'],
      ['get', '/api9/users/staff/{username}/disc'],
      ['put', '/api9/users/staff/{username}/culture'],
      ['put', '/api9/users/staff/{username}/alignment/progress'],
      ['delete', '/api9/users/staff/{username}/values'],
      ['get', '/api9/users/staff/{username}/assessments'],
      ['put', '/api9/users/employers/{id}/culture-employer'],
      ['put', '/api9/users/employers/{id}/profile/assessment'],
      ['get', '/api9/users/employers/{id}/candidates/{candidate}/assessments'],
    ]) {
      const operation = doc.paths[path!]?.[method!];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['assessments']);
    }
  });
});
