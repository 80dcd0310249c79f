import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './people';
import type { Seeker } from './steps';

// Steps the temp shift journeys share: a new practice, a professional's temp profile, and the
// local time of a town (a shift's hours are wall-clock in its posting's zone).

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const ALL_DAY = [{ start: '00:00', end: '23:59' }];

/** A new practice registered through the API in `zip`; its token is fresh for a call or two (the journeys' tokens live seconds). */
export async function registerPractice(request: APIRequestContext, { zip, password, practiceName }: { zip: string; password: string; practiceName: string }) {
  const email = uniqueEmail('shift-practice');
  const registered = await request.post('/api9/users/employers', {
    data: { email, password, name: 'Morgan Hale', practiceName: `${practiceName} ${randomBytes(3).toString('hex')}`, zip, phone: '(406) 555-0123' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  return { email, username, headers: { authorization: registered.headers()['authorization']! } };
}

/** The professional's temp profile: free all week, all day (or never, to take them out of later requests), within 25 miles, from $40 an hour. */
export async function saveTempProfile(request: APIRequestContext, seeker: Seeker, { positions = ['DH'], available = true } = {}) {
  const weekly = Object.fromEntries(WEEK.map((day) => [day, available ? ALL_DAY : []]));
  const saved = await request.put(`/api9/users/staff/${seeker.username}/temp-profile`, {
    headers: { authorization: seeker.authorization },
    data: { positions, weekly, exceptions: [], travelMiles: 25, minimumRateCents: 4000, instantBooking: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** An instant's day and time in a zone: the date YYYY-MM-DD, the hour and the minute. */
export function localTime(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** HH:MM of minutes after midnight. */
export const timeOfMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A fresh token of an account signed in with its password (the journeys' tokens live seconds). */
export async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api9/auth/login', { data: { username: email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: login.headers()['authorization']! };
}

/**
 * The practice posts a temp hygienist posting in `zip` with one shift, pays for it, makes the
 * shift instant-book at `rateCents` an hour, and `pro` books it: answers the shift's id.
 */
export async function bookInstantShift(
  request: APIRequestContext,
  booking: {
    practice: { email: string; username: string };
    pro: Seeker;
    password: string;
    title: string;
    zip: string;
    shift: { date: string; startTime: string; endTime: string };
    rateCents: number;
  },
): Promise<number> {
  const { practice, pro, password } = booking;
  const base = `/api9/users/employers/${practice.username}`;
  const draft = await request.post(`${base}/jobs`, {
    headers: await tokenOf(request, practice.email, password),
    data: {
      position: 'DH',
      name: booking.title,
      description: '<p>Cover for our hygienist.</p>',
      type: 'TEMP',
      zip: booking.zip,
      address: '11 E Main St',
      payCode: 'HOUR',
      salaryMin: booking.rateCents,
      jobDates: [booking.shift],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const job = (await draft.json()) as { id: number };
  const paid = await request.post(`${base}/jobs/${job.id}/payment`, {
    headers: { ...(await tokenOf(request, practice.email, password)), 'idempotency-key': `temp-shift-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const headers = await tokenOf(request, practice.email, password);
  const list = await request.get(`${base}/shifts`, { headers });
  const shiftId = ((await list.json()) as { shifts: Array<{ id: number; jobId: number }> }).shifts.find((row) => row.jobId === job.id)!.id;
  const instant = await request.put(`${base}/shifts/${shiftId}`, {
    headers,
    data: { bookingMode: 'INSTANT', rateCents: booking.rateCents, breakMinutes: 0, notes: null },
  });
  expect(instant.status(), await instant.text()).toBe(200);
  const booked = await request.post(`/api9/users/staff/${pro.username}/shifts/${shiftId}/acceptance`, { headers: await tokenOf(request, pro.email, password) });
  expect(booked.status(), await booked.text()).toBe(200);
  return shiftId;
}
