import { describe, expect, it } from 'vitest';
import { ContactInfoInputSchema, EmployerProfileInputSchema, canonicalTechnology, employerProfileGaps, type ProfileGapInput } from './employer-profile';

const complete: ProfileGapInput = {
  about: 'We love teeth.',
  empType: 'GROUP',
  technologies: ['Dentrix'],
  contactName: 'Dana',
  contactEmail: 'dana@example.com',
  contactPhone: null,
  isPublic: true,
  offices: [{ hours: 5, photos: 2 }],
};

describe('profile gaps', () => {
  it.each([
    ['nothing', {}, []],
    ['about blank', { about: '  ' }, ['about']],
    ['no employer type', { empType: null }, ['empType']],
    ['no technologies', { technologies: [] }, ['technologies']],
    ['no contact name', { contactName: null }, ['contactInfo']],
    ['neither email nor phone', { contactEmail: null, contactPhone: null }, ['contactInfo']],
    ['a phone is enough', { contactEmail: null, contactPhone: '312 555 0142' }, []],
    ['no office (hours and photos are not asked yet)', { offices: [] }, ['office']],
    [
      'no office has hours',
      {
        offices: [
          { hours: 0, photos: 1 },
          { hours: 0, photos: 0 },
        ],
      },
      ['officeHours'],
    ],
    [
      'one office with photos is enough',
      {
        offices: [
          { hours: 2, photos: 0 },
          { hours: 0, photos: 3 },
        ],
      },
      [],
    ],
    ['private', { isPublic: false }, ['public']],
    [
      'everything',
      { about: null, empType: null, technologies: [], contactName: null, isPublic: false, offices: [] },
      ['about', 'empType', 'technologies', 'contactInfo', 'office', 'public'],
    ],
  ])('%s', (_what, change, keys) => {
    expect(employerProfileGaps({ ...complete, ...change }).map((gap) => gap.key)).toEqual(keys);
  });
});

describe('the profile body', () => {
  it('takes technologies from the list in any case, each once, spelled as the list spells them', () => {
    expect(canonicalTechnology(' dentrix ')).toBe('Dentrix');
    expect(canonicalTechnology('Telepathy')).toBeNull();
    const parsed = EmployerProfileInputSchema.parse({ practiceName: 'P', about: '', empType: null, technologies: ['DENTRIX', 'cad/cam (cerec)', 'Dentrix'] });
    expect(parsed).toEqual({ practiceName: 'P', about: null, empType: null, technologies: ['Dentrix', 'CAD/CAM (CEREC)'] });
    const refused = EmployerProfileInputSchema.safeParse({ practiceName: 'P', about: null, empType: 'X', technologies: ['Nope'] });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['empType', 'technologies.0']);
  });

  it('contact info: blank clears, the email is lowercased, the website must be an http(s) address', () => {
    expect(ContactInfoInputSchema.parse({ contactName: ' ', contactEmail: ' ', contactPhone: '', website: '' })).toEqual({
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      website: null,
    });
    expect(
      ContactInfoInputSchema.parse({ contactName: 'Dana', contactEmail: 'Dana@Example.COM', contactPhone: '(312) 555-0142', website: 'https://x.example' })
        .contactEmail,
    ).toBe('dana@example.com');
    for (const website of [
      'javascript:alert(1)',
      'ftp://x.example',
      'mailto:dana@x.example',
      'not a website',
      'localhost',
      '192.168.1.1',
      'https://user:secret@x.example',
    ]) {
      expect(ContactInfoInputSchema.safeParse({ contactName: null, contactEmail: null, contactPhone: null, website }).success, website).toBe(false);
    }
  });

  it.each([
    ['www.brightsmiles.example', 'https://www.brightsmiles.example'],
    [' brightsmiles.example/team ', 'https://brightsmiles.example/team'],
    ['//brightsmiles.example', 'https://brightsmiles.example'],
    ['http://brightsmiles.example', 'http://brightsmiles.example'],
    ['HTTPS://BrightSmiles.example', 'HTTPS://BrightSmiles.example'],
  ])('a website typed as %j is saved as %j', (typed, saved) => {
    expect(ContactInfoInputSchema.parse({ contactName: null, contactEmail: null, contactPhone: null, website: typed }).website).toBe(saved);
  });
});
