import { describe, expect, it } from 'vitest';
import type { Organization } from '@chairside/domain/job-directories';
import { practicePageMeta, websiteHost } from './practice-meta';

const organization = (overrides: Partial<Organization> = {}): Organization => ({
  username: 'bright-smiles-1234',
  name: 'Bright Smiles Dental',
  about: 'A family practice in Lincoln Park since 2001.',
  website: 'https://www.brightsmiles.example',
  empType: 'GROUP',
  empTypeLabel: 'Group practice',
  technologies: ['Dentrix', 'Intraoral camera'],
  path: '/dental-jobs/organizations/bright-smiles-1234/',
  offices: [
    {
      name: 'Lincoln Park',
      isPrimary: true,
      address: '2450 N Clark St',
      address2: 'Suite 2',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
      phone: '(312) 555-0100',
      hours: [{ dow: 1, day: 'Monday', opens: '08:00', closes: '17:00' }],
      photos: [
        {
          url: '/api9/files/office-photos/a.webp',
          thumbnailUrl: '/api9/files/office-photos/a-thumb.webp',
          description: 'Our front desk',
          width: 1200,
          height: 900,
        },
      ],
    },
  ],
  jobs: [
    {
      id: 7,
      title: 'Hygienist',
      positionLabel: 'Dental Hygienist',
      city: 'Chicago',
      state: 'IL',
      practiceName: 'Bright Smiles Dental',
      practicePath: null,
      postedDate: null,
      type: 'PERM',
      path: '/dental-jobs/job/7/hygienist/',
      isPartner: false,
    },
  ],
  updatedAt: '2026-09-07T10:00:00.000Z',
  ...overrides,
});

describe('practicePageMeta', () => {
  it('titles and describes the page by the practice, its kind, place and open jobs, with its canonical path', () => {
    const meta = practicePageMeta(organization());
    expect(meta.title).toBe('Bright Smiles Dental – Dental Jobs and Practice Profile');
    expect(meta.canonicalPath).toBe('/dental-jobs/organizations/bright-smiles-1234/');
    expect(meta.description).toBe('Bright Smiles Dental, group practice in Chicago, IL. 1 open dental job. A family practice in Lincoln Park since 2001.');
    expect(practicePageMeta(organization({ about: 'word '.repeat(100) })).description?.length).toBeLessThanOrEqual(160);
  });

  it('gives schema.org Organization markup: website, about, main address and phone, offices with hours and photos, technologies', () => {
    expect(practicePageMeta(organization()).jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bright Smiles Dental',
      url: 'https://www.brightsmiles.example',
      description: 'A family practice in Lincoln Park since 2001.',
      address: { '@type': 'PostalAddress', streetAddress: '2450 N Clark St, Suite 2', addressLocality: 'Chicago', addressRegion: 'IL', postalCode: '60614' },
      telephone: '(312) 555-0100',
      location: [
        {
          '@type': 'Place',
          name: 'Lincoln Park',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '2450 N Clark St, Suite 2',
            addressLocality: 'Chicago',
            addressRegion: 'IL',
            postalCode: '60614',
          },
          telephone: '(312) 555-0100',
          openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' }],
          photo: [{ '@type': 'ImageObject', contentUrl: '/api9/files/office-photos/a.webp', caption: 'Our front desk' }],
        },
      ],
      knowsAbout: ['Dentrix', 'Intraoral camera'],
    });
  });

  it('leaves out what the practice did not fill in, and points at its own page without a website', () => {
    const bare = practicePageMeta(organization({ about: null, website: null, empTypeLabel: null, technologies: [], offices: [], jobs: [] }));
    expect(bare.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bright Smiles Dental',
      url: '/dental-jobs/organizations/bright-smiles-1234/',
    });
    expect(bare.description).toBe('Bright Smiles Dental. Practice profile and dental jobs.');
  });
});

describe('websiteHost', () => {
  it.each([
    ['https://www.brightsmiles.example/team', 'brightsmiles.example'],
    ['http://smiles.example', 'smiles.example'],
    ['not a url', 'not a url'],
  ])('%s shows as %s', (website, host) => expect(websiteHost(website)).toBe(host));
});
