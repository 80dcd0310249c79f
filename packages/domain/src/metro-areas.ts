// Metro areas of the job directories (ADR 42): the US Census Bureau's Core Based Statistical
// Areas (OMB Bulletin 23-01, July 2023), the largest ones by population, each with its CBSA code
// and title as published. The area is drawn as a circle around its principal city that covers its
// central counties: a posting belongs to a metro when its place lies within `radiusMiles`.

import type { RegionCode } from './resume-profile-rules';

export type MetroArea = {
  /** The five-digit CBSA code. */
  cbsa: string;
  slug: string;
  /** The CBSA title, as published. */
  name: string;
  /** The short name people use ('Chicago'). */
  shortName: string;
  /** The state of its principal city (the metro is listed under it). */
  state: RegionCode;
  lat: number;
  lng: number;
  radiusMiles: number;
};

const m = (cbsa: string, slug: string, name: string, shortName: string, state: RegionCode, lat: number, lng: number, radiusMiles: number): MetroArea => ({
  cbsa,
  slug,
  name,
  shortName,
  state,
  lat,
  lng,
  radiusMiles,
});

export const METRO_AREAS: readonly MetroArea[] = [
  m('35620', 'new-york', 'New York-Newark-Jersey City, NY-NJ', 'New York', 'NY', 40.7128, -74.006, 45),
  m('31080', 'los-angeles', 'Los Angeles-Long Beach-Anaheim, CA', 'Los Angeles', 'CA', 34.0522, -118.2437, 40),
  m('16980', 'chicago', 'Chicago-Naperville-Elgin, IL-IN', 'Chicago', 'IL', 41.8781, -87.6298, 45),
  m('19100', 'dallas-fort-worth', 'Dallas-Fort Worth-Arlington, TX', 'Dallas-Fort Worth', 'TX', 32.8, -96.95, 45),
  m('26420', 'houston', 'Houston-Pasadena-The Woodlands, TX', 'Houston', 'TX', 29.7604, -95.3698, 45),
  m('47900', 'washington-dc', 'Washington-Arlington-Alexandria, DC-VA-MD-WV', 'Washington, DC', 'DC', 38.9072, -77.0369, 40),
  m('37980', 'philadelphia', 'Philadelphia-Camden-Wilmington, PA-NJ-DE-MD', 'Philadelphia', 'PA', 39.9526, -75.1652, 35),
  m('12060', 'atlanta', 'Atlanta-Sandy Springs-Roswell, GA', 'Atlanta', 'GA', 33.749, -84.388, 45),
  m('33100', 'miami', 'Miami-Fort Lauderdale-West Palm Beach, FL', 'Miami', 'FL', 26.15, -80.2, 60),
  m('38060', 'phoenix', 'Phoenix-Mesa-Chandler, AZ', 'Phoenix', 'AZ', 33.4484, -112.074, 45),
  m('14460', 'boston', 'Boston-Cambridge-Newton, MA-NH', 'Boston', 'MA', 42.3601, -71.0589, 40),
  m('40140', 'riverside', 'Riverside-San Bernardino-Ontario, CA', 'Riverside', 'CA', 33.98, -117.1, 70),
  m('41860', 'san-francisco', 'San Francisco-Oakland-Fremont, CA', 'San Francisco', 'CA', 37.7749, -122.4194, 35),
  m('19820', 'detroit', 'Detroit-Warren-Dearborn, MI', 'Detroit', 'MI', 42.3314, -83.0458, 40),
  m('42660', 'seattle', 'Seattle-Tacoma-Bellevue, WA', 'Seattle', 'WA', 47.6062, -122.3321, 40),
  m('33460', 'minneapolis', 'Minneapolis-St. Paul-Bloomington, MN-WI', 'Minneapolis-St. Paul', 'MN', 44.9778, -93.265, 40),
  m('41740', 'san-diego', 'San Diego-Chula Vista-Carlsbad, CA', 'San Diego', 'CA', 32.7157, -117.1611, 35),
  m('45300', 'tampa', 'Tampa-St. Petersburg-Clearwater, FL', 'Tampa', 'FL', 27.9506, -82.4572, 35),
  m('19740', 'denver', 'Denver-Aurora-Centennial, CO', 'Denver', 'CO', 39.7392, -104.9903, 35),
  m('12580', 'baltimore', 'Baltimore-Columbia-Towson, MD', 'Baltimore', 'MD', 39.2904, -76.6122, 30),
  m('41180', 'st-louis', 'St. Louis, MO-IL', 'St. Louis', 'MO', 38.627, -90.1994, 40),
  m('36740', 'orlando', 'Orlando-Kissimmee-Sanford, FL', 'Orlando', 'FL', 28.5383, -81.3792, 35),
  m('16740', 'charlotte', 'Charlotte-Concord-Gastonia, NC-SC', 'Charlotte', 'NC', 35.2271, -80.8431, 35),
  m('41700', 'san-antonio', 'San Antonio-New Braunfels, TX', 'San Antonio', 'TX', 29.4241, -98.4936, 35),
  m('38900', 'portland', 'Portland-Vancouver-Hillsboro, OR-WA', 'Portland', 'OR', 45.5152, -122.6784, 35),
  m('12420', 'austin', 'Austin-Round Rock-San Marcos, TX', 'Austin', 'TX', 30.2672, -97.7431, 35),
  m('40900', 'sacramento', 'Sacramento-Roseville-Folsom, CA', 'Sacramento', 'CA', 38.5816, -121.4944, 35),
  m('38300', 'pittsburgh', 'Pittsburgh, PA', 'Pittsburgh', 'PA', 40.4406, -79.9959, 35),
  m('29820', 'las-vegas', 'Las Vegas-Henderson-North Las Vegas, NV', 'Las Vegas', 'NV', 36.1699, -115.1398, 30),
  m('17140', 'cincinnati', 'Cincinnati, OH-KY-IN', 'Cincinnati', 'OH', 39.1031, -84.512, 35),
  m('28140', 'kansas-city', 'Kansas City, MO-KS', 'Kansas City', 'MO', 39.0997, -94.5786, 35),
  m('18140', 'columbus', 'Columbus, OH', 'Columbus', 'OH', 39.9612, -82.9988, 30),
  m('26900', 'indianapolis', 'Indianapolis-Carmel-Greenwood, IN', 'Indianapolis', 'IN', 39.7684, -86.1581, 30),
  m('17460', 'cleveland', 'Cleveland, OH', 'Cleveland', 'OH', 41.4993, -81.6944, 30),
  m('34980', 'nashville', 'Nashville-Davidson--Murfreesboro--Franklin, TN', 'Nashville', 'TN', 36.1627, -86.7816, 35),
  m('39580', 'raleigh', 'Raleigh-Cary, NC', 'Raleigh', 'NC', 35.7796, -78.6382, 30),
  m('41620', 'salt-lake-city', 'Salt Lake City-Murray, UT', 'Salt Lake City', 'UT', 40.7608, -111.891, 30),
  m('14260', 'boise', 'Boise City, ID', 'Boise', 'ID', 43.615, -116.2023, 30),
  m('10740', 'albuquerque', 'Albuquerque, NM', 'Albuquerque', 'NM', 35.0844, -106.6504, 30),
  m('36540', 'omaha', 'Omaha, NE-IA', 'Omaha', 'NE', 41.2565, -95.9345, 30),
];

/** The metro areas a place lies in (circles can overlap at their edges), nearest centre first. */
export function metrosOfPlace(place: { lat: number; lng: number }): MetroArea[] {
  const rad = Math.PI / 180;
  const miles = (metro: MetroArea) => {
    const dLat = (metro.lat - place.lat) * rad;
    const dLng = (metro.lng - place.lng) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(place.lat * rad) * Math.cos(metro.lat * rad) * Math.sin(dLng / 2) ** 2;
    return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
  };
  return METRO_AREAS.map((metro) => ({ metro, miles: miles(metro) }))
    .filter((entry) => entry.miles <= entry.metro.radiusMiles)
    .sort((a, b) => a.miles - b.miles)
    .map((entry) => entry.metro);
}
