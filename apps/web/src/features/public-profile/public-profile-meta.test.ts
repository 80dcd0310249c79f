import { describe, expect, it } from 'vitest';
import { NO_AVAILABILITY, type StaffProfile } from '@chairside/domain/resume-profile';
import { clip, publicProfileMeta } from './public-profile-meta';

const profile = (overrides: Partial<StaffProfile> = {}, resume: Partial<StaffProfile['resume']> = {}): StaffProfile => ({
  username: 'rosa-martinez',
  name: 'Rosa Martinez',
  position: 'DH',
  city: 'Chicago',
  state: 'IL',
  isPublic: true,
  isRelocate: false,
  isGoodToApply: true,
  hasPhoto: false,
  photoUrl: null,
  photoThumbnailUrl: null,
  specialties: [],
  ...overrides,
  resume: {
    intro: 'Hygienist with eight years in Chicago.',
    license: null,
    licenseState: null,
    licenseNumber: null,
    showCurrentEmployer: false,
    other: null,
    experience: null,
    salary: null,
    ...NO_AVAILABILITY,
    dowTotal: 0,
    dowTotalTemp: 0,
    tempSummary: null,
    skills: [{ id: 1, name: 'Dentrix', score: 3 }],
    companies: [],
    schools: [],
    certs: [],
    courses: [],
    ...resume,
  },
});

describe('publicProfileMeta', () => {
  it("titles the page '{name}, {position label}' with a canonical path", () => {
    const meta = publicProfileMeta(profile());
    expect(meta.title).toBe('Rosa Martinez, Dental Hygienist (RDH)');
    expect(meta.canonicalPath).toBe('/dental-professionals/rosa-martinez/');
    expect(meta.noindex).toBeUndefined();
    expect(meta.description).toBe('Rosa Martinez, Dental Hygienist (RDH) in Chicago, IL. Hygienist with eight years in Chicago.');
  });

  it('describes a resume without an intro by its skills', () =>
    expect(publicProfileMeta(profile({}, { intro: null })).description).toBe('Rosa Martinez, Dental Hygienist (RDH) in Chicago, IL. Skills: Dentrix.'));

  it('gives schema.org Person data, with the photo only when there is one', () => {
    expect(publicProfileMeta(profile()).jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Rosa Martinez',
      jobTitle: 'Dental Hygienist (RDH)',
      url: '/dental-professionals/rosa-martinez/',
      address: { addressLocality: 'Chicago', addressRegion: 'IL' },
      knowsAbout: ['Dentrix'],
    });
    expect(publicProfileMeta(profile()).jsonLd).not.toHaveProperty('image');
    expect(publicProfileMeta(profile({ photoUrl: '/api9/files/profile-photos/a.webp' })).jsonLd).toMatchObject({ image: '/api9/files/profile-photos/a.webp' });
  });

  it('keeps descriptions within 160 characters', () => {
    const meta = publicProfileMeta(profile({}, { intro: 'word '.repeat(100) }));
    expect(meta.description?.length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/…$/);
  });
});

describe('clip', () => {
  it('leaves short text alone, flattening spaces', () => expect(clip('a  b\nc', 20)).toBe('a b c'));
  it('cuts at a word with an ellipsis', () => expect(clip('the quick brown fox jumps', 15)).toBe('the quick…'));
});
