import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { assessmentResults } from '@chairside/db/schema';
import { createStaffAccount, createStaffProfile } from '@chairside/db/factories';
import { seedDemoData } from '@chairside/db/seed';
import { POSITION_CODES } from '@chairside/domain/positions';
import { shouldShowProfilePrompt } from '@chairside/domain/profile-completeness';
import {
  CertInputSchema,
  CompanyInputSchema,
  CourseInputSchema,
  SchoolInputSchema,
  SkillInputSchema,
  StaffDetailsSchema,
  IntroSchema,
} from '@chairside/domain/resume-profile';
import { useTestApi } from '../../testing/test-api';
import { logIn } from '../../testing/accounts';
import { call, tempUploadsDir } from '../../testing/staff-profiles';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

async function signIn(email: string, password: string) {
  const response = await logIn(api, email, password);
  expect(response.statusCode).toBe(200);
  return { username: response.json().username as string, email, password, authorization: response.headers.authorization as string, cookie: '' };
}

describe('createStaffProfile', () => {
  it('makes valid, realistic resumes for every position (the API would accept every part)', async () => {
    for (const position of POSITION_CODES) {
      for (let round = 0; round < 3; round++) {
        const { user } = await createStaffAccount(api.database.db, { position, passwordHash: 'x' });
        const made = await createStaffProfile(api.database.db, user.id);
        const { profile } = made;
        expect(IntroSchema.safeParse({ intro: profile.intro }).success).toBe(true);
        const details = StaffDetailsSchema.safeParse({
          position,
          zip: user.zip,
          license: profile.license,
          other: profile.other,
          experience: profile.experience,
          salary: profile.salary,
          specialties: profile.specialties,
        });
        expect(details.error?.issues ?? []).toEqual([]);
        const pairs = [
          [made.skills, SkillInputSchema],
          [made.companies, CompanyInputSchema],
          [made.schools, SchoolInputSchema],
          [made.certs, CertInputSchema],
          [made.courses, CourseInputSchema],
        ] as const;
        for (const [rows, schema] of pairs) {
          expect(rows.length).toBeGreaterThan(0);
          for (const { id: _id, userId: _userId, createdAt: _createdAt, ...columns } of rows) {
            // A course's CE columns (category, certificate) are My CE's own, not the resume form's.
            const fields = Object.fromEntries(Object.entries(columns).filter(([key]) => key !== 'category' && key !== 'certificateKey'));
            const parsed = schema.safeParse(fields);
            expect(parsed.error?.issues ?? [], JSON.stringify(fields)).toEqual([]);
          }
        }
        expect(made.skills.length).toBeGreaterThanOrEqual(5);
        expect(made.companies.filter((c) => c.endDate === null)).toHaveLength(1);
        expect(profile.license === null).toBe(!['DD', 'DH'].includes(position));
      }
    }
  });

  it('with the assessments and a photo a full resume scores 100', async () => {
    const { user, password } = await createStaffAccount(api.database.db, { position: 'DH' });
    await createStaffProfile(api.database.db, user.id, { isPublic: true, skills: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `Skill ${n}`, score: 3 })) });
    for (const [kind, result] of Object.entries({
      disc: { D: 1 },
      emotions: { isComplete: true },
      values: { top: ['Care'] },
      culture: { clan: 1 },
      alignment: { personalVisionAnswer: 'a', teamExpectationsAnswer: 'b' },
    }))
      await api.database.db.insert(assessmentResults).values({ userId: user.id, kind: kind as 'disc', result });
    const seeker = await signIn(user.email, password);
    expect((await call(api, seeker, 'GET', '/api9/users/staff/current')).json().completeness).toEqual({
      score: 95,
      missing: [{ key: 'photo', label: 'photo', points: 5 }],
    });
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await api.app.inject({
      method: 'POST',
      url: `/api9/users/staff/${user.username}/photo`,
      payload: form,
      headers: { authorization: seeker.authorization },
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await call(api, seeker, 'GET', '/api9/users/staff/current')).json().completeness).toEqual({ score: 100, missing: [] });
  });
});

describe('the demo seed', () => {
  it('gives the demo seeker a good-to-apply private resume (so the prompt shows) and the others varied ones', async () => {
    const seeded = await seedDemoData(api.database.db);
    expect(seeded).toMatchObject({ seekers: 301 });
    const demo = await signIn('seeker@demo.chairside.dev', 'chairside-demo');
    expect(demo.username).toBe('demo-seeker');
    const me = (await call(api, demo, 'GET', '/api9/users/staff/current')).json();
    expect(me).toMatchObject({ isGoodToApply: true, isPublic: false, isRelocate: false, position: 'DH' });
    expect(me.resume.skills.length).toBeGreaterThanOrEqual(5);
    expect(shouldShowProfilePrompt({ isGoodToApply: me.isGoodToApply, isPublic: me.isPublic, lastShownDate: null, today: '2026-01-15', isOpen: false })).toBe(
      true,
    );

    const stats = await api.database.db.execute<{ seekers: number; profiles: number; public: number; complete: number; partial: number }>(sql`
      select (select count(*)::int from users where role = 'staff') as seekers,
             (select count(*)::int from staff_profiles) as profiles,
             (select count(*)::int from staff_profiles where is_public) as public,
             (select count(*)::int from staff_profiles p where exists (select 1 from staff_companies c where c.user_id = p.user_id)) as complete,
             (select count(*)::int from staff_profiles p where (select count(*) from staff_skills s where s.user_id = p.user_id) < 5) as partial`);
    const row = stats.rows[0];
    expect(row.seekers).toBeGreaterThanOrEqual(301);
    expect(row.profiles).toBeGreaterThan(200);
    expect(row.profiles).toBeLessThan(row.seekers);
    expect(row.public).toBeGreaterThan(100);
    expect(row.complete).toBeGreaterThan(100);
    expect(row.partial).toBeGreaterThan(30);

    // A public demo resume is readable without signing in.
    const [publicOne] = await api.database.db
      .execute<{ username: string }>(
        sql`
      select u.username from users u join staff_profiles p on p.user_id = u.id where p.is_public limit 1`,
      )
      .then((r) => r.rows);
    expect((await call(api, null, 'GET', `/api9/users/staff/${publicOne.username}/profile`)).statusCode).toBe(200);
  }, 120_000);
});
