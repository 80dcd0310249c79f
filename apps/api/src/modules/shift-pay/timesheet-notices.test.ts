import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift, saveTempProfile } from '../../testing/temp-shifts';

// Shifts 8:00 to 17:00 in Austin (CST: 14:00 to 23:00 UTC). Support's address is this file's own.
const support = `support-${randomUUID()}@chairside.test`;
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock, env: { CONTACT_EMAIL: support } });

let practice: TestAccount;
let pro: TestAccount;
let shiftId: number;

const proPath = (action: string) => `/api9/users/staff/${pro.username}/shifts/${shiftId}/timesheet${action}`;
const practicePath = (action: string) => `/api9/users/employers/${practice.username}/shifts/${shiftId}/timesheet${action}`;

/** The messages queued to `to` whose subject starts with `subject`. */
const queued = (to: string, subject: string) =>
  api.database.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, `${subject}%`)));

beforeAll(async () => {
  practice = await signUpEmployer(api);
  pro = await signUpStaff(api);
  await saveTempProfile(api, pro);
  shiftId = await bookedShift(api, clock, { practice, pro }, '2026-12-08', '2026-12-08T14:00:00.000Z');
});

describe("the timesheet's notices", () => {
  it('the practice is told when the professional submits hours, with the 48-hour window', async () => {
    expect((await call(api, pro, 'POST', proPath('/check-in'), {})).statusCode).toBe(200);
    clock.set('2026-12-08T23:00:00.000Z');
    const out = await call(api, pro, 'POST', proPath('/check-out'), { breakMinutes: 30 });
    expect(out.statusCode, out.body).toBe(200);
    const messages = await queued(practice.email, 'Hours to confirm');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Hours to confirm: Raé Núñez, 2026-12-08');
    expect(messages[0]!.text).toContain('Raé Núñez submitted 8 h 30 min (30 min break) for the temp shift on 2026-12-08.');
    expect(messages[0]!.text).toContain('by 2026-12-10 23:00 UTC (within 48 hours)');
    expect(messages[0]!.text).toContain('/app/timesheets');
    expect(await queued(pro.email, 'Hours to confirm')).toHaveLength(0);
  });

  it('the professional is told when the practice corrects the hours: both versions and the reason', async () => {
    clock.set('2026-12-09T15:00:00.000Z');
    const corrected = await call(api, practice, 'POST', practicePath('/correction'), {
      checkInAt: '2026-12-08T15:00:00Z',
      checkOutAt: '2026-12-08T23:00:00Z',
      breakMinutes: 30,
      reason: 'Arrived at 9:00',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const messages = await queued(pro.email, 'Bright Smiles Dental corrected your hours');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Bright Smiles Dental corrected your hours for 2026-12-08');
    expect(messages[0]!.text).toContain('you submitted 8 h 30 min (30 min break); the practice says 7 h 30 min (30 min break).');
    expect(messages[0]!.text).toContain('Their reason: "Arrived at 9:00"');
    expect(messages[0]!.text).toContain('by 2026-12-11 15:00 UTC');
  });

  it('support (the administrators) is told when the correction is disputed, once', async () => {
    clock.set('2026-12-09T18:00:00.000Z');
    const disputed = await call(api, pro, 'POST', proPath('/dispute'), { text: 'I stayed until 5.' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((await call(api, pro, 'POST', proPath('/dispute'), { text: 'Again.' })).statusCode).toBe(409);
    const messages = await queued(support, 'Timesheet');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe(`Timesheet ${disputed.json().id} disputed`);
    expect(messages[0]!.text).toContain("Raé Núñez disputes Bright Smiles Dental's correction of the temp shift on 2026-12-08");
    expect(messages[0]!.text).toContain("The professional's hours: 8 h 30 min (30 min break). The practice's hours: 7 h 30 min (30 min break)");
    expect(messages[0]!.text).toContain('"Arrived at 9:00"');
    expect(messages[0]!.text).toContain('The professional says: "I stayed until 5."');
    expect(messages[0]!.text).toContain('/app/admin/shift-pay');
    expect(await queued(practice.email, 'Timesheet')).toHaveLength(0);
  });
});
