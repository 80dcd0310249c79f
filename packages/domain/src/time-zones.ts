// Times shown with their zone named, and wall-clock times read in a zone.
// A place's zone comes from its position: `zip_codes.time_zone`, computed when the ZIP data is
// loaded (docs/decisions/0067-current-zip-codes-and-zones-from-positions.md).

/** Where a zone cannot be told (an unknown ZIP code, or a position at sea): the zone most US people live in. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${key}|${timeZone}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(id, found);
  }
  return found;
}

const asDate = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The zone's short name at that instant: CST in winter and CDT in summer for America/Chicago (GMT+10 where there is none). */
export function zoneAbbreviation(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { timeZoneName: 'short' }, 'zone').formatToParts(asDate(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** An instant in a zone with the zone named: 'Wed, Dec 2, 10:30 AM CST'. */
export function formatInZone(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, 'when').format(
    asDate(instant),
  );
}

/** The time of day in a zone with the zone named: '10:30 AM CST'. */
export function formatTimeInZone(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, 'time').format(asDate(instant));
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = formatter(
    timeZone,
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    'wall',
  ).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the wall-clock time in a zone, written like a datetime-local value: 2026-11-02T10:30. */
export function localDateTimeIn(instant: string | Date, timeZone: string): string {
  const wall = wallClock(asDate(instant), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The zone's offset from UTC in minutes at an instant (America/Chicago in winter: -360). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a wall-clock time (YYYY-MM-DDTHH:mm) in a zone, or null when it is not a
 * date and time. A time the clocks skip (2:30 AM on the spring change) is taken an hour later;
 * a time that happens twice (1:30 AM on the autumn change) is the first of the two.
 */
export function instantOfLocalDateTime(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = Number(match[6] ?? 0);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  // Try the offsets in force a day either side: the earliest one that gives back the same wall clock wins.
  const candidates = [...new Set([offsetMinutes(new Date(asUtc - 86_400_000), timeZone), offsetMinutes(new Date(asUtc + 86_400_000), timeZone)])]
    .sort((a, b) => b - a)
    .map((offset) => new Date(asUtc - offset * 60_000));
  const exact = candidates.find((candidate) => localDateTimeIn(candidate, timeZone) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`);
  if (exact) return exact;
  // Skipped by the clocks: the offset before the change, which lands after the gap.
  return candidates.at(-1) ?? null;
}
