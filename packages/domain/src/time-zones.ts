// The time zone of a place and times shown with their zone named.
// Decisions (docs/decisions/0038-interview-time-zones-answers-and-calendar.md): the ZIP data has no zone,
// so a US state (or Canadian province) gives it, and the states split between two zones are
// decided by the ZIP code's first three digits (the sectional centre), with a few single codes.

/** The zone of each state, district, territory and province where one zone covers (nearly) all of it. */
const ZONE_OF_STATE: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico', VI: 'America/St_Thomas', GU: 'Pacific/Guam', MP: 'Pacific/Saipan', AS: 'Pacific/Pago_Pago',
  FM: 'Pacific/Pohnpei', MH: 'Pacific/Majuro', PW: 'Pacific/Palau',
  // Canada (forward sortation areas)
  AB: 'America/Edmonton', BC: 'America/Vancouver', MB: 'America/Winnipeg', NB: 'America/Moncton', NL: 'America/St_Johns',
  NS: 'America/Halifax', NT: 'America/Yellowknife', NU: 'America/Iqaluit', ON: 'America/Toronto', PE: 'America/Halifax',
  QC: 'America/Toronto', SK: 'America/Regina', YT: 'America/Whitehorse',
};

/** States split between zones: ZIP code prefixes (first three digits) that are not in the state's main zone. */
const SPLIT_PREFIXES: Record<string, Record<string, string>> = {
  // The western panhandle (Pensacola, Panama City) keeps Central time.
  FL: { '324': 'America/Chicago', '325': 'America/Chicago' },
  // East Tennessee (Chattanooga, Knoxville, Johnson City) keeps Eastern time.
  TN: { '373': 'America/New_York', '374': 'America/New_York', '376': 'America/New_York', '377': 'America/New_York', '378': 'America/New_York', '379': 'America/New_York' },
  // Western Kentucky (Paducah, Bowling Green, Owensboro, Henderson) keeps Central time.
  KY: { '420': 'America/Chicago', '421': 'America/Chicago', '422': 'America/Chicago', '423': 'America/Chicago', '424': 'America/Chicago' },
  // Northwest Indiana (Gary) and the southwest (Evansville) keep Central time.
  IN: { '463': 'America/Chicago', '464': 'America/Chicago', '476': 'America/Chicago', '477': 'America/Chicago' },
  // Southwest North Dakota (Dickinson), western South Dakota (Rapid City), the Nebraska panhandle: Mountain time.
  ND: { '586': 'America/Denver' },
  SD: { '577': 'America/Denver' },
  NE: { '693': 'America/Denver' },
  // El Paso and Hudspeth counties: Mountain time.
  TX: { '798': 'America/Denver', '799': 'America/Denver', '885': 'America/Denver' },
  // The Idaho panhandle and Lewiston: Pacific time.
  ID: { '835': 'America/Los_Angeles', '838': 'America/Los_Angeles' },
  // Malheur County (Ontario, Nyssa, Vale): Mountain time.
  OR: { '979': 'America/Boise' },
  // The Navajo Nation keeps daylight saving time, unlike the rest of Arizona.
  AZ: { '865': 'America/Denver' },
};

/** Single ZIP codes on the other side of a zone line than their prefix. */
const SPLIT_CODES: Record<string, string> = {
  // Navajo Nation places outside the 865 prefix.
  '86033': 'America/Denver', '86044': 'America/Denver', '86045': 'America/Denver', '86053': 'America/Denver', '86054': 'America/Denver',
  // West Wendover, Nevada.
  '89883': 'America/Denver',
  // The western Aleutians (Adak, Atka).
  '99546': 'America/Adak', '99547': 'America/Adak',
};

/** Where a zone cannot be told (no state, or an unknown one): the zone most US people live in. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/**
 * The IANA time zone of a place from its state (two letters) and ZIP code (5-digit US code or
 * Canadian forward sortation area); FALLBACK_TIME_ZONE when the state is unknown.
 */
export function timeZoneOfPlace(place: { state?: string | null; zip?: string | null }): string {
  const state = place.state?.trim().toUpperCase() ?? '';
  const zip = place.zip?.trim() ?? '';
  if (/^\d{5}$/.test(zip)) {
    const single = SPLIT_CODES[zip];
    if (single) return single;
    const split = SPLIT_PREFIXES[state]?.[zip.slice(0, 3)];
    if (split) return split;
  }
  return ZONE_OF_STATE[state] ?? FALLBACK_TIME_ZONE;
}

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
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // Try the offsets in force a day either side: the earliest one that gives back the same wall clock wins.
  const candidates = [...new Set([offsetMinutes(new Date(asUtc - 86_400_000), timeZone), offsetMinutes(new Date(asUtc + 86_400_000), timeZone)])]
    .sort((a, b) => b - a)
    .map((offset) => new Date(asUtc - offset * 60_000));
  const exact = candidates.find((candidate) => localDateTimeIn(candidate, timeZone) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`);
  if (exact) return exact;
  // Skipped by the clocks: the offset before the change, which lands after the gap.
  return candidates[candidates.length - 1];
}
