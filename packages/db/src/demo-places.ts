/**
 * ZIP codes of the largest US metro areas with the metro population in millions (US Census
 * estimates, rounded): demo practices are placed by these weights, so every large metro has several.
 */
export const METRO_ZIPS: { metro: string; weight: number; zips: string[] }[] = [
  { metro: 'New York', weight: 19.5, zips: ['10001', '10016', '10025', '11201', '11215', '10301', '07302', '11375'] },
  { metro: 'Los Angeles', weight: 12.8, zips: ['90012', '90024', '90210', '91101', '90802', '92602', '91203'] },
  { metro: 'Chicago', weight: 9.3, zips: ['60601', '60614', '60625', '60201', '60540', '60091'] },
  { metro: 'Dallas', weight: 8.1, zips: ['75201', '75204', '76102', '75024', '75063'] },
  { metro: 'Houston', weight: 7.5, zips: ['77002', '77005', '77024', '77494', '77381'] },
  { metro: 'Washington', weight: 6.3, zips: ['20001', '20016', '22201', '20814', '22102'] },
  { metro: 'Philadelphia', weight: 6.2, zips: ['19103', '19147', '19087', '08002'] },
  { metro: 'Atlanta', weight: 6.3, zips: ['30303', '30309', '30328', '30097'] },
  { metro: 'Miami', weight: 6.1, zips: ['33130', '33139', '33301', '33431'] },
  { metro: 'Phoenix', weight: 5.0, zips: ['85004', '85018', '85251', '85224'] },
  { metro: 'Boston', weight: 4.9, zips: ['02108', '02116', '02139', '02445'] },
  { metro: 'Riverside', weight: 4.7, zips: ['92501', '92270', '91761'] },
  { metro: 'San Francisco', weight: 4.6, zips: ['94103', '94110', '94612', '94402'] },
  { metro: 'Detroit', weight: 4.3, zips: ['48226', '48009', '48067'] },
  { metro: 'Seattle', weight: 4.0, zips: ['98101', '98103', '98004', '98033'] },
  { metro: 'Minneapolis', weight: 3.7, zips: ['55401', '55105', '55435'] },
  { metro: 'San Diego', weight: 3.3, zips: ['92101', '92109', '92130'] },
  { metro: 'Tampa', weight: 3.3, zips: ['33602', '33606', '33701'] },
  { metro: 'Denver', weight: 3.0, zips: ['80202', '80206', '80112'] },
  { metro: 'Baltimore', weight: 2.8, zips: ['21201', '21230', '21093'] },
  { metro: 'St. Louis', weight: 2.8, zips: ['63101', '63105', '63141'] },
  { metro: 'Orlando', weight: 2.8, zips: ['32801', '32789', '32835'] },
  { metro: 'Charlotte', weight: 2.8, zips: ['28202', '28207', '28277'] },
  { metro: 'San Antonio', weight: 2.7, zips: ['78205', '78209', '78258'] },
  { metro: 'Portland', weight: 2.5, zips: ['97201', '97209', '97035'] },
  { metro: 'Austin', weight: 2.5, zips: ['78701', '78704', '78759'] },
  { metro: 'Sacramento', weight: 2.4, zips: ['95814', '95819', '95630'] },
  { metro: 'Pittsburgh', weight: 2.4, zips: ['15222', '15213', '15237'] },
  { metro: 'Las Vegas', weight: 2.3, zips: ['89101', '89117', '89052'] },
  { metro: 'Cincinnati', weight: 2.3, zips: ['45202', '45208', '45040'] },
  { metro: 'Kansas City', weight: 2.2, zips: ['64105', '64111', '66211'] },
  { metro: 'Columbus', weight: 2.2, zips: ['43215', '43201', '43017'] },
  { metro: 'Indianapolis', weight: 2.1, zips: ['46204', '46220', '46032'] },
  { metro: 'Cleveland', weight: 2.1, zips: ['44113', '44106', '44145'] },
  { metro: 'Nashville', weight: 2.1, zips: ['37203', '37205', '37027'] },
  { metro: 'Raleigh', weight: 1.5, zips: ['27601', '27608', '27519'] },
  { metro: 'Salt Lake City', weight: 1.3, zips: ['84101', '84106', '84121'] },
  { metro: 'Boise', weight: 0.8, zips: ['83702', '83706'] },
  { metro: 'Albuquerque', weight: 0.9, zips: ['87102', '87110'] },
  { metro: 'Omaha', weight: 1.0, zips: ['68102', '68114'] },
];

export const FIRST_NAMES = ['Avery', 'Jordan', 'Maria', 'Priya', 'Chen', 'Fatima', 'Diego', 'Hannah', 'Marcus', 'Sofia', 'Nia', 'Liam', 'Olivia', 'Mateo', 'Aisha', 'Grace', 'Ethan', 'Isabella', 'Noah', 'Zoe', 'Kenji', 'Amara', 'Lucas', 'Chloe', 'Samuel', 'Valentina', 'Owen', 'Leah', 'Elijah', 'Camila', 'Daniel', 'Mei', 'Andre', 'Rosa', 'Tyler', 'Nadia', 'Caleb', 'Ivy', 'Rahul', 'Jasmine'];
export const LAST_NAMES = ['Nguyen', 'Garcia', 'Smith', 'Patel', 'Johnson', 'Kim', 'Williams', 'Rodriguez', 'Brown', 'Martinez', 'Davis', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Lee', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Ramirez', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips'];
export const PRACTICE_WORDS = ['Bright', 'Gentle', 'Family', 'Smile', 'Lakeside', 'Parkview', 'Riverside', 'Summit', 'Harbor', 'Maple', 'Cedar', 'Northside', 'Downtown', 'Premier', 'Sunrise', 'Evergreen', 'Village', 'Hillcrest', 'Pacific', 'Heritage'];
export const PRACTICE_KINDS = ['Dental', 'Dental Care', 'Family Dentistry', 'Orthodontics', 'Pediatric Dentistry', 'Dental Group', 'Periodontics', 'Smile Studio', 'Dental Arts', 'Oral Surgery'];
