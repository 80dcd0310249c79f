import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { assessmentResults, users } from '@chairside/db/schema';
import { profileCompleteness, type CompletenessInput } from '@chairside/domain/profile-completeness';
import { NO_AVAILABILITY } from '@chairside/domain/resume-profile';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, tempUploadsDir } from '../../testing/staff-profiles';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

const details = {
  position: 'DH',
  zip: '60625',
  license: 'RDH #123456 (Illinois)',
  other: 'Employee of the year 2022',
  experience: 8,
  salary: '$45/hour',
  specialties: ['GEN', 'PERIO'],
};
const availability = { ...NO_AVAILABILITY, isDowMon: true, isDowTue: true, isDowThur: true, isDowWedTemp: true };
const company = {
  name: 'Lakeview Family Dental',
  title: 'Dental Hygienist',
  city: 'Chicago',
  state: 'IL',
  startDate: '2019-03-01',
  endDate: null,
  description: 'Adult and pediatric prophylaxis, sealants, digital X-rays.',
};
const school = { name: 'Harper College', degree: 'AAS Dental Hygiene', city: 'Palatine', state: 'IL', startDate: '2015-08-24', endDate: '2017-05-15' };
const cert = { name: 'CPR/BLS', issuer: 'American Heart Association', issuedDate: '2024-01-10', expiresDate: '2026-01-10' };
const course = {
  name: 'Local Anesthesia for the Dental Hygienist',
  provider: 'Illinois Dental Hygienists Association',
  completedDate: '2023-06-01',
  hours: 12.5,
};
const skillNames = ['Dentrix', 'Digital X-rays', 'Periodontal charting', 'Sealants', 'Patient education', 'Local anesthesia'];

const base = (username: string) => `/api9/users/staff/${username}`;

async function current(account: TestAccount) {
  const response = await call(api, account, 'GET', '/api9/users/staff/current');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function rowCounts() {
  const result = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from staff_profiles) as profiles, (select count(*)::int from staff_skills) as skills,
           (select count(*)::int from staff_companies) as companies, (select count(*)::int from staff_schools) as schools,
           (select count(*)::int from staff_certs) as certs, (select count(*)::int from staff_courses) as courses`);
  return result.rows[0];
}

describe('the resume profile, section by section', () => {
  it('writes every section, reads it back, and the score rises exactly as the domain computes it', async () => {
    const seeker = await signUpStaff(api);
    const url = base(seeker.username);
    // What the test has written so far, in the domain's terms: the expected score is computed from it.
    const written: CompletenessInput = { position: 'DH' };
    const expectScore = async () => {
      const me = await current(seeker);
      expect(me.completeness).toEqual(profileCompleteness(written));
      return me.completeness.score as number;
    };

    const empty = await current(seeker);
    expect(empty).toMatchObject({
      username: seeker.username,
      email: seeker.email,
      position: 'DH',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      isPublic: false,
      isRelocate: false,
      isGoodToApply: false,
      hasPhoto: false,
      photoUrl: null,
      specialties: [],
      resume: { intro: null, skills: [], companies: [], dowTotal: 0, dowTotalTemp: 0 },
    });
    expect(empty.lat).toBeCloseTo(30.27, 1);
    const scores = [await expectScore()];
    expect(scores[0]).toBe(0);

    const intro = await call(api, seeker, 'PUT', `${url}/profile/intro`, { intro: '  Gentle, thorough hygienist with eight years in family practice.  ' });
    expect(intro.json()).toEqual({ intro: 'Gentle, thorough hygienist with eight years in family practice.' });
    written.intro = 'x';
    scores.push(await expectScore());

    for (const name of skillNames) {
      const added = await call(api, seeker, 'POST', `${url}/skills`, { name });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ id: expect.any(Number), name, score: 1 });
    }
    written.skills = skillNames.map((name) => ({ name, score: 1 }));
    scores.push(await expectScore());
    expect((await current(seeker)).isGoodToApply).toBe(true);

    const saved = await call(api, seeker, 'PUT', `${url}/profile/details`, details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...details, city: 'Chicago', state: 'IL' });
    Object.assign(written, { license: details.license, other: details.other, experience: 8, salary: details.salary });
    scores.push(await expectScore());

    const days = await call(api, seeker, 'PUT', `${url}/profile/availability`, availability);
    expect(days.json()).toEqual({ ...availability, dowTotal: 3, dowTotalTemp: 1 });
    Object.assign(written, { dowTotal: 3, dowTotalTemp: 1 });
    scores.push(await expectScore());

    for (const [section, body] of [
      ['companies', company],
      ['schools', school],
      ['certs', cert],
      ['courses', course],
    ] as const) {
      const added = await call(api, seeker, 'POST', `${url}/${section}`, body);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ id: expect.any(Number), ...body });
      written[section] = [body];
      scores.push(await expectScore());
    }

    const shown = await call(api, seeker, 'PUT', `${url}/profile/public`, { state: true });
    expect(shown.json()).toEqual({ isPublic: true });
    written.isPublic = true;
    scores.push(await expectScore());
    expect((await call(api, seeker, 'PUT', `${url}/profile/relocate`, { state: true })).json()).toEqual({ isRelocate: true });

    const me = await current(seeker);
    const rated = await call(api, seeker, 'PUT', `${url}/skills/${me.resume.skills[0].id}`, { name: 'Dentrix G7', score: 4 });
    expect(rated.json()).toEqual({ id: me.resume.skills[0].id, name: 'Dentrix G7', score: 4 });
    written.skills = [{ name: 'Dentrix G7', score: 4 }, ...skillNames.slice(1).map((name) => ({ name, score: 1 }))];
    scores.push(await expectScore());

    // The assessments issue fills assessment_results; each result counts once stored.
    const [{ id: userId }] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} = ${seeker.username}`);
    const results = {
      disc: { D: 12, I: 30, S: 40, C: 18 },
      emotions: { isComplete: true },
      values: { top: ['Integrity'] },
      culture: { clan: 40 },
      alignment: { personalVisionAnswer: 'Grow into a lead hygienist.', teamExpectationsAnswer: 'Clear, kind communication.' },
    };
    for (const [kind, result] of Object.entries(results)) {
      await api.database.db.insert(assessmentResults).values({ userId, kind: kind as 'disc', result });
    }
    Object.assign(written, {
      discScores: results.disc,
      emotion: results.emotions,
      values: results.values,
      culture: results.culture,
      alignmentQuestionnaire: results.alignment,
    });
    scores.push(await expectScore());
    expect(scores.at(-1)).toBe(95); // all but the photo (profile-photo.test.ts takes it to 100)
    // Never falls; certs and courses add nothing once a school counts as education.
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]);
    expect(scores).toEqual([0, 10, 25, 45, 50, 55, 60, 60, 60, 65, 70, 95]);

    const everything = await current(seeker);
    expect(everything).toMatchObject({
      position: 'DH',
      zip: '60625',
      city: 'Chicago',
      state: 'IL',
      isPublic: true,
      isRelocate: true,
      isGoodToApply: true,
      specialties: ['GEN', 'PERIO'],
      resume: {
        intro: 'Gentle, thorough hygienist with eight years in family practice.',
        license: details.license,
        other: details.other,
        experience: 8,
        salary: '$45/hour',
        ...availability,
        companies: [{ ...company, id: expect.any(Number) }],
        schools: [{ ...school, id: expect.any(Number) }],
        certs: [{ ...cert, id: expect.any(Number) }],
        courses: [{ ...course, id: expect.any(Number) }],
      },
    });
    expect(everything.resume.skills.map((s: { name: string }) => s.name)).toEqual(['Dentrix G7', ...skillNames.slice(1)]);
    // The public reads the same resume without the license number and, by default, the current employer's name.
    const publicView = await call(api, null, 'GET', `${url}/profile`);
    expect(publicView.json().resume).toEqual({
      ...everything.resume,
      licenseNumber: null,
      companies: [{ ...everything.resume.companies[0], name: '', nameHidden: true }],
    });
  });

  it('replaces and removes entries of every list, clears text with null or blank', async () => {
    const seeker = await signUpStaff(api);
    const url = base(seeker.username);
    const bodies = { skills: { name: 'Eaglesoft', score: 3 }, companies: company, schools: school, certs: cert, courses: course };
    const replacements = {
      skills: { name: 'Open Dental', score: 5 },
      companies: { ...company, endDate: '2024-12-31', title: 'Lead Hygienist' },
      schools: { ...school, degree: null, startDate: null },
      certs: { ...cert, issuer: null, expiresDate: null },
      courses: { ...course, hours: null, completedDate: null },
    };
    for (const section of Object.keys(bodies) as (keyof typeof bodies)[]) {
      const added = (await call(api, seeker, 'POST', `${url}/${section}`, bodies[section])).json();
      const replaced = await call(api, seeker, 'PUT', `${url}/${section}/${added.id}`, replacements[section]);
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toEqual({ id: added.id, ...replacements[section] });
      expect((await current(seeker)).resume[section]).toEqual([{ id: added.id, ...replacements[section] }]);
      expect((await call(api, seeker, 'DELETE', `${url}/${section}/${added.id}`)).statusCode).toBe(204);
      expect((await call(api, seeker, 'DELETE', `${url}/${section}/${added.id}`)).statusCode).toBe(404);
      expect((await call(api, seeker, 'PUT', `${url}/${section}/${added.id}`, replacements[section])).statusCode).toBe(404);
      expect((await current(seeker)).resume[section]).toEqual([]);
    }
    await call(api, seeker, 'PUT', `${url}/profile/intro`, { intro: 'Hello' });
    expect((await call(api, seeker, 'PUT', `${url}/profile/intro`, { intro: '   ' })).json()).toEqual({ intro: null });
    await call(api, seeker, 'PUT', `${url}/profile/details`, details);
    const cleared = await call(api, seeker, 'PUT', `${url}/profile/details`, {
      ...details,
      license: '',
      other: null,
      experience: null,
      salary: ' ',
      specialties: [],
    });
    expect(cleared.json()).toMatchObject({ license: null, other: null, experience: null, salary: null, specialties: [] });
  });

  it('orders work history with current jobs first, then newest', async () => {
    const seeker = await signUpStaff(api);
    const url = base(seeker.username);
    const jobs = [
      { ...company, name: 'First', startDate: '2010-01-01', endDate: '2012-01-01' },
      { ...company, name: 'Current', startDate: '2020-01-01', endDate: null },
      { ...company, name: 'Second', startDate: '2012-02-01', endDate: '2019-12-31' },
    ];
    for (const job of jobs) await call(api, seeker, 'POST', `${url}/companies`, job);
    expect((await current(seeker)).resume.companies.map((c: { name: string }) => c.name)).toEqual(['Current', 'Second', 'First']);
  });

  it('keeps skill names unique per resume (any case) and lists at most 50 skills', async () => {
    const seeker = await signUpStaff(api);
    const url = base(seeker.username);
    const first = (await call(api, seeker, 'POST', `${url}/skills`, { name: 'Dentrix', score: 2 })).json();
    const again = await call(api, seeker, 'POST', `${url}/skills`, { name: 'DENTRIX' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: 'name', message: "Your resume already lists the skill 'DENTRIX'." });
    const second = (await call(api, seeker, 'POST', `${url}/skills`, { name: 'Eaglesoft' })).json();
    expect((await call(api, seeker, 'PUT', `${url}/skills/${second.id}`, { name: 'dentrix' })).statusCode).toBe(409);
    expect((await call(api, seeker, 'PUT', `${url}/skills/${first.id}`, { name: 'dentrix', score: 2 })).statusCode).toBe(200);
    for (let i = 2; i < 50; i++) expect((await call(api, seeker, 'POST', `${url}/skills`, { name: `Skill ${i}` })).statusCode).toBe(201);
    const over = await call(api, seeker, 'POST', `${url}/skills`, { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toMatchObject({ field: 'skills', message: 'A resume lists at most 50 skills; remove one to add another.' });
    expect((await current(seeker)).resume.skills).toHaveLength(50);
  });

  it('keeps hostile text verbatim: the answer is JSON, the web escapes it', async () => {
    const seeker = await signUpStaff(api);
    const naughty = [
      '<script>alert(1)</script>',
      "'; DROP TABLE users; --",
      '‮RTL override',
      'Zalgo: Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
      '👩‍⚕️🦷 emoji',
      '${7*7} {{7*7}}',
      '\u0000'.replace('\u0000', 'nul-free'),
    ];
    for (const text of naughty) {
      const response = await call(api, seeker, 'PUT', `${base(seeker.username)}/profile/intro`, { intro: text });
      expect(response.statusCode).toBe(200);
      expect((await current(seeker)).resume.intro).toBe(text);
      expect((await call(api, seeker, 'POST', `${base(seeker.username)}/skills`, { name: text })).statusCode).toBe(201);
    }
  });

  it('accepts an intro of exactly 2000 characters', async () => {
    const seeker = await signUpStaff(api);
    const response = await call(api, seeker, 'PUT', `${base(seeker.username)}/profile/intro`, { intro: 'a'.repeat(2000) });
    expect(response.statusCode).toBe(200);
  });
});

describe('bad input: a 4xx naming the field, nothing stored', () => {
  const validDetails = details;
  const cases: [string, 'POST' | 'PUT', string, unknown, number, string, string?][] = [
    ['an oversize intro', 'PUT', 'profile/intro', { intro: 'a'.repeat(2001) }, 400, 'intro', 'An intro is at most 2000 characters.'],
    ['an intro of the wrong type', 'PUT', 'profile/intro', { intro: 42 }, 400, 'intro'],
    ['an unknown field', 'PUT', 'profile/intro', { intro: 'Hi', isAdmin: true }, 400, 'isAdmin', 'Unknown field: isAdmin.'],
    ['a skill score above 5', 'POST', 'skills', { name: 'Dentrix', score: 6 }, 400, 'score', 'A skill score is a whole number from 1 to 5.'],
    ['a skill score of 0', 'POST', 'skills', { name: 'Dentrix', score: 0 }, 400, 'score'],
    ['a fractional skill score', 'POST', 'skills', { name: 'Dentrix', score: 2.5 }, 400, 'score'],
    ['a skill without a name', 'POST', 'skills', { name: '   ', score: 2 }, 400, 'name', 'Enter the skill.'],
    ['an oversize skill name', 'POST', 'skills', { name: 'x'.repeat(101) }, 400, 'name', 'A skill is at most 100 characters.'],
    ['a ZIP that does not exist', 'PUT', 'profile/details', { ...validDetails, zip: '00000' }, 400, 'zip', 'ZIP code not found'],
    ['a ZIP that is not 5 digits', 'PUT', 'profile/details', { ...validDetails, zip: '6062' }, 400, 'zip', 'A ZIP code is 5 digits.'],
    ['an unknown position', 'PUT', 'profile/details', { ...validDetails, position: 'XX' }, 400, 'position'],
    ['an unknown specialty', 'PUT', 'profile/details', { ...validDetails, specialties: ['GEN', 'TEETH'] }, 400, 'specialties.1'],
    ['years of service above 60', 'PUT', 'profile/details', { ...validDetails, experience: 61 }, 400, 'experience'],
    ['years of service as text', 'PUT', 'profile/details', { ...validDetails, experience: 'eight' }, 400, 'experience'],
    ['an oversize salary', 'PUT', 'profile/details', { ...validDetails, salary: '$'.repeat(101) }, 400, 'salary'],
    ['details without a field', 'PUT', 'profile/details', { position: 'DH', zip: '60625' }, 400, 'license'],
    ['availability without a day', 'PUT', 'profile/availability', { ...availability, isDowSat: undefined }, 400, 'isDowSat'],
    ['availability as text', 'PUT', 'profile/availability', { ...availability, isDowMon: 'yes' }, 400, 'isDowMon'],
    ['a toggle as text', 'PUT', 'profile/public', { state: 'true' }, 400, 'state'],
    [
      'a job that ends before it starts',
      'POST',
      'companies',
      { ...company, startDate: '2020-05-01', endDate: '2020-04-30' },
      400,
      'endDate',
      'The end date must come after the start date.',
    ],
    ['a day that does not exist', 'POST', 'companies', { ...company, startDate: '2023-02-30' }, 400, 'startDate', 'A start date is a day written YYYY-MM-DD.'],
    ['a day in another format', 'POST', 'companies', { ...company, startDate: '03/01/2019' }, 400, 'startDate'],
    ['a job without a title', 'POST', 'companies', { ...company, title: '' }, 400, 'title', 'Enter your job title.'],
    ['an unknown state', 'POST', 'companies', { ...company, state: 'Illinois' }, 400, 'state'],
    ['a school that ends before it starts', 'POST', 'schools', { ...school, endDate: '2015-01-01' }, 400, 'endDate'],
    [
      'a cert that expires before it was issued',
      'POST',
      'certs',
      { ...cert, expiresDate: '2023-01-01' },
      400,
      'expiresDate',
      'The expiry date must come after the issue date.',
    ],
    ['course hours out of range', 'POST', 'courses', { ...course, hours: 5000 }, 400, 'hours'],
    ['an unknown field in a list entry', 'POST', 'courses', { ...course, userId: 1 }, 400, 'userId'],
  ];

  it.each(cases)('refuses %s', async (_label, method, path, payload, status, field, message) => {
    const seeker = await signUpStaff(api);
    await call(api, seeker, 'PUT', `${base(seeker.username)}/profile/intro`, { intro: 'Before' });
    const before = { counts: await rowCounts(), me: await current(seeker) };
    const response = await call(api, seeker, method, `${base(seeker.username)}/${path}`, payload);
    expect(response.statusCode).toBe(status);
    const errors = response.json().errors as { field?: string; message: string }[];
    expect(errors.map((e) => e.field)).toContain(field);
    if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
    expect(await rowCounts()).toEqual(before.counts);
    expect(await current(seeker)).toEqual(before.me);
  });

  it('refuses malformed JSON, a non-numeric id and a body on the wrong path', async () => {
    const seeker = await signUpStaff(api);
    const url = base(seeker.username);
    const malformed = await api.app.inject({
      method: 'PUT',
      url: `${url}/profile/intro`,
      payload: '{"intro":',
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const badId = await call(api, seeker, 'PUT', `${url}/skills/abc`, { name: 'Dentrix' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('id');
    expect((await call(api, seeker, 'DELETE', `${url}/skills/99999999`)).statusCode).toBe(404);
  });
});
