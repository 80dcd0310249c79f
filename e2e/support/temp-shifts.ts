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
