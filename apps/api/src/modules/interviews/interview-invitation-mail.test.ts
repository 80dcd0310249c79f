import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import type { Interview } from '@chairside/domain/hiring';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { movableClock } from '../../testing/jobs';
import { partText, receivedFor } from '../../testing/received-mail';
import { openSmtpSink } from '../../testing/smtp-sink';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// The interview invitation as a mail program receives it from a real mail server: an inline
// text/calendar part with the iTIP method (RFC 6047), so the program offers Accept and Decline
// (or removes the event), and the same calendar attached (ADR 101).

const sink = await openSmtpSink();
const clock = movableClock('2026-10-20T12:00:00.000Z');
const api = useTestApi({ clock, env: { SMTP_URL: sink.url, MAIL_FROM: 'Chairside <no-reply@mail.chairside.test>' } });
afterAll(() => sink.stop());

let practice: TestAccount;
let seeker: TestAccount;
let applicationId: number;

beforeAll(async () => {
  [practice, seeker] = [await signUpEmployer(api), await signUpStaff(api)];
  await fillResume(api, seeker);
  const job = await liveJob(api, practice, { name: 'Hygienist', zip: '60614' });
  applicationId = (await apply(api, seeker, job.id)).json().applicationId;
});

/** The message's parts that are calendars: the inline one (no disposition) and the attached file. */
function calendarParts(mail: Email) {
  const inline = mail.attachments.filter((part) => part.mimeType === 'text/calendar' && !part.disposition);
  const attached = mail.attachments.filter((part) => part.disposition === 'attachment' && /calendar|ics/.test(part.mimeType));
  return { inline, attached };
}

/** A calendar as a standard iCalendar library reads it (ical.js): its method and its one event. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [component, ...more] = calendar.getAllSubcomponents('vevent');
  const event = new ICAL.Event(component);
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: 1 + more.length,
    uid: event.uid,
    sequence: event.sequence,
    status: String(component.getFirstPropertyValue('status')),
    organizer: String(component.getFirstPropertyValue('organizer')),
    attendees: component.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
    start: event.startDate.toJSDate().toISOString(),
  };
}

const sendQueued = async () => {
  await api.ctx.notices.runDue();
};

describe('the interview invitation, as received over SMTP', () => {
  let interview: Interview;

  it('has an inline text/calendar; method=REQUEST part with the organizer and the attendee, and the same calendar attached', async () => {
    const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId,
      type: 'INPERSON',
      interviewDate: '2026-11-05T09:00',
      location: '2450 N Clark St',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    interview = proposed.json();
    await sendQueued();

    const mail = await receivedFor(sink.received, seeker.email, 'Interview proposed: Hygienist');
    // The text and HTML parts are still there beside the calendar.
    expect(mail.text).toContain('Thu, Nov 5, 9:00 AM CST');
    expect(mail.html).toContain('<html lang="en"');
    const { inline, attached } = calendarParts(mail);
    expect(inline).toHaveLength(1);
    expect(inline[0].method).toBe('REQUEST');
    expect(attached).toHaveLength(1);
    expect(attached[0].filename).toBe('interview.ics');

    const invitation = readCalendar(partText(inline[0]));
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      events: 1,
      uid: `interview-${interview.id}@localhost`,
      sequence: 0,
      status: 'TENTATIVE',
      organizer: 'mailto:no-reply@mail.chairside.test',
      attendees: [`mailto:${seeker.email}`],
      start: '2026-11-05T15:00:00.000Z',
    });
    // The attached file is the same event, not a second one.
    expect(readCalendar(partText(attached[0]))).toEqual(invitation);
    // The raw message names the method on the part as RFC 6047 asks (a mail program reads it there).
    expect(mail.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r?$/m);

    // The practice's copy: the same event (UID), the same method.
    const copy = await receivedFor(sink.received, practice.email, `Interview proposed: ${interview.name}, Hygienist`);
    const practiceCalendar = calendarParts(copy).inline.map((part) => readCalendar(partText(part)));
    expect(practiceCalendar).toMatchObject([{ method: 'REQUEST', uid: invitation.uid, sequence: 0 }]);
  });

  it('a cancellation is METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    const cancelled = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${interview.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendQueued();

    const mail = await receivedFor(sink.received, seeker.email, 'Interview canceled: Hygienist');
    const { inline, attached } = calendarParts(mail);
    expect(inline.map((part) => part.method)).toEqual(['CANCEL']);
    expect(attached.map((part) => part.filename)).toEqual(['interview-cancelled.ics']);
    const cancellation = readCalendar(partText(inline[0]));
    expect(cancellation).toMatchObject({
      method: 'CANCEL',
      uid: `interview-${interview.id}@localhost`,
      status: 'CANCELLED',
      organizer: 'mailto:no-reply@mail.chairside.test',
      attendees: [`mailto:${seeker.email}`],
    });
    expect(cancellation.sequence).toBeGreaterThan(0);
  });
});
