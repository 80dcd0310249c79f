import { positionLabel } from '@chairside/domain/positions';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import type { PageMetaData } from '../../lib/page-meta';
import { clip } from '@chairside/domain/search-snippets';

export const publicProfileCanonical = (username: string) => `/dental-professionals/${encodeURIComponent(username)}/`;

const DESCRIPTION_MAX = 160;

export { clip };

/** Title '{name}, {position}', a description from the place and intro, canonical link and schema.org Person. */
export function publicProfileMeta(profile: StaffProfile): PageMetaData {
  const position = positionLabel(profile.position);
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const canonicalPath = publicProfileCanonical(profile.username);
  const lead = `${profile.name}, ${position}${place ? ` in ${place}` : ''}.`;
  const skills = profile.resume.skills.slice(0, 4).map((skill) => skill.name);
  const rest = profile.resume.intro ?? (skills.length > 0 ? `Skills: ${skills.join(', ')}.` : 'Dental professional on Chairside.');
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: position,
    url: canonicalPath,
  };
  if (profile.photoUrl) person.image = profile.photoUrl;
  if (profile.city || profile.state)
    person.address = {
      '@type': 'PostalAddress',
      ...(profile.city ? { addressLocality: profile.city } : {}),
      ...(profile.state ? { addressRegion: profile.state } : {}),
    };
  if (skills.length > 0) person.knowsAbout = profile.resume.skills.map((skill) => skill.name);
  if (profile.resume.intro) person.description = clip(profile.resume.intro, 300);
  if (profile.resume.schools.length > 0) person.alumniOf = profile.resume.schools.map((school) => ({ '@type': 'EducationalOrganization', name: school.name }));
  if (profile.resume.certs.length > 0)
    person.hasCredential = profile.resume.certs.map((cert) => ({ '@type': 'EducationalOccupationalCredential', name: cert.name }));
  return {
    title: `${profile.name}, ${position}`,
    description: clip(`${lead} ${rest}`, DESCRIPTION_MAX),
    canonicalPath,
    jsonLd: person,
  };
}
