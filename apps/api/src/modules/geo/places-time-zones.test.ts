import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { FALLBACK_TIME_ZONE, zoneAbbreviation } from '@chairside/domain/time-zones';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { createDraft, movableClock, postingBody } from '../../testing/jobs';

const api = useTestApi({ clock: movableClock('2026-10-20T12:00:00.000Z') });
const db = () => api.database.db;

/** The zone stored with a ZIP code's place (computed from its position when the data is loaded). */
async function zoneOf(zip: string): Promise<string | undefined> {
  return (await db().execute<{ zone: string }>(sql`select time_zone as zone from zip_codes where zip = ${zip}`)).rows[0]?.zone;
}

describe("a ZIP code's time zone is the zone at its place", () => {
  it.each([
    // One zone for the whole state
    ['60614', 'Chicago, IL', 'America/Chicago'],
    ['10001', 'New York, NY', 'America/New_York'],
    ['94103', 'San Francisco, CA', 'America/Los_Angeles'],
    ['80202', 'Denver, CO', 'America/Denver'],
    ['96813', 'Honolulu, HI', 'Pacific/Honolulu'],
    ['99501', 'Anchorage, AK', 'America/Anchorage'],
    ['99546', 'Adak, AK (the western Aleutians)', 'America/Adak'],
    // Codes made after 2012
    ['75036', 'Frisco, TX', 'America/Chicago'],
    ['75072', 'McKinney, TX', 'America/Chicago'],
    // Indiana: Central in the northwest and the southwest, Eastern elsewhere
    ['46402', 'Gary, IN', 'America/Chicago'],
    ['47708', 'Evansville, IN', 'America/Chicago'],
    ['46204', 'Indianapolis, IN', 'America/Indiana/Indianapolis'],
    // Texas: El Paso on Mountain time
    ['79901', 'El Paso, TX', 'America/Denver'],
    ['75201', 'Dallas, TX', 'America/Chicago'],
    // Arizona keeps standard time all year; the Navajo Nation keeps daylight saving time, the Hopi lands inside it do not
    ['85004', 'Phoenix, AZ', 'America/Phoenix'],
    ['85701', 'Tucson, AZ', 'America/Phoenix'],
    ['86515', 'Window Rock, AZ (Navajo Nation)', 'America/Denver'],
    ['86045', 'Tuba City, AZ (Navajo Nation)', 'America/Denver'],
    ['86039', 'Kykotsmovi Village, AZ (Hopi)', 'America/Phoenix'],
    // Michigan: the four counties on the Wisconsin line keep Central time
    ['49858', 'Menominee, MI', 'America/Menominee'],
    ['49801', 'Iron Mountain, MI (Dickinson County)', 'America/Menominee'],
    ['49935', 'Iron River, MI (Iron County)', 'America/Menominee'],
    ['49855', 'Marquette, MI', 'America/Detroit'],
    // Western Kansas counties on Mountain time
    ['67735', 'Goodland, KS (Sherman County)', 'America/Denver'],
    ['67601', 'Hays, KS', 'America/Chicago'],
    // Florida: the panhandle west of the Apalachicola; Gulf County is split
    ['32501', 'Pensacola, FL', 'America/Chicago'],
    ['32465', 'Wewahitchka, FL (northern Gulf County)', 'America/Chicago'],
    ['32456', 'Port St. Joe, FL (southern Gulf County)', 'America/New_York'],
    ['32301', 'Tallahassee, FL', 'America/New_York'],
    // Tennessee and Kentucky
    ['37203', 'Nashville, TN', 'America/Chicago'],
    ['37902', 'Knoxville, TN', 'America/New_York'],
    ['42001', 'Paducah, KY', 'America/Chicago'],
    ['40202', 'Louisville, KY', 'America/Kentucky/Louisville'],
    // The Dakotas and Nebraska
    ['58801', 'Williston, ND', 'America/Chicago'],
    ['58601', 'Dickinson, ND', 'America/Denver'],
    ['57701', 'Rapid City, SD', 'America/Denver'],
    ['69361', 'Scottsbluff, NE', 'America/Denver'],
    // Idaho, Oregon, Nevada
    ['83814', "Coeur d'Alene, ID", 'America/Los_Angeles'],
    ['83702', 'Boise, ID', 'America/Boise'],
    ['97914', 'Ontario, OR (Malheur County)', 'America/Boise'],
    ['89883', 'West Wendover, NV', 'America/Denver'],
    // Territories
    ['00901', 'San Juan, PR', 'America/Puerto_Rico'],
    ['00802', 'St Thomas, VI', 'America/St_Thomas'],
    ['96910', 'Hagatna, GU', 'Pacific/Guam'],
    // Canada
    ['M5V', 'Toronto, ON', 'America/Toronto'],
    ['S4P', 'Regina, SK', 'America/Regina'],
    ['T5J', 'Edmonton, AB', 'America/Edmonton'],
    // A military code overseas: the fallback
    ['09001', 'APO AE', FALLBACK_TIME_ZONE],
  ])('%s (%s) is in %s', async (zip, _place, zone) => {
    expect(await zoneOf(zip)).toBe(zone);
  });

  it('Phoenix keeps standard time all year, the Navajo Nation does not', async () => {
    const winter = '2026-01-15T19:00:00Z';
    const summer = '2026-07-15T19:00:00Z';
    const phoenix = (await zoneOf('85004'))!;
    expect([zoneAbbreviation(winter, phoenix), zoneAbbreviation(summer, phoenix)]).toEqual(['MST', 'MST']);
    const windowRock = (await zoneOf('86515'))!;
    expect([zoneAbbreviation(winter, windowRock), zoneAbbreviation(summer, windowRock)]).toEqual(['MST', 'MDT']);
  });

  it('gives the fallback for a code that is not known or missing', async () => {
    const zones = await db().execute<{ unknown: string; missing: string }>(
      sql`select ${timeZoneOfZip('00000')} as unknown, ${timeZoneOfZip(sql`null`)} as missing`,
    );
    expect(zones.rows[0]).toEqual({ unknown: FALLBACK_TIME_ZONE, missing: FALLBACK_TIME_ZONE });
  });

  it("a practice's posting carries its place's zone (the interview form reads it)", async () => {
    const practice = await signUpEmployer(api);
    const menominee = await createDraft(api, practice, postingBody({ zip: '49858', address: '1 Main St' }));
    expect(menominee).toMatchObject({ zip: '49858', timeZone: 'America/Menominee' });
    const frisco = await createDraft(api, practice, postingBody({ zip: '75036', address: '2 Main St' }));
    const listed = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/jobs`);
    expect(listed.statusCode).toBe(200);
    const zones = Object.fromEntries((listed.json() as { id: number; timeZone: string }[]).map((job) => [job.id, job.timeZone]));
    expect(zones).toEqual({ [menominee.id]: 'America/Menominee', [frisco.id]: 'America/Chicago' });
  });

  it('an interview at a posting in Goodland, Kansas is set in Mountain time', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const job = await liveJob(api, practice, { name: 'Hygienist', zip: '67735', address: '1010 Main Ave' });
    const applicationId = (await apply(api, seeker, job.id)).json().applicationId;
    const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId,
      type: 'INPERSON',
      interviewDate: '2026-11-04T10:30',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ interviewDate: '2026-11-04T17:30:00.000Z', timeZone: 'America/Denver' });
  });
});
