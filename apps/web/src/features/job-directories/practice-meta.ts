import type { Organization, OrganizationOffice } from '@chairside/domain/job-directories';
import type { PageMetaData } from '../../lib/page-meta';
import { clip } from '@chairside/domain/search-snippets';
import { employerAggregateRating } from '@chairside/domain/review-rules';

const DESCRIPTION_MAX = 160;

/** 'City, ST' of the practice: its main office's (the API lists it first). */
export const practicePlace = (organization: Organization) => {
  const office = organization.offices[0];
  return office ? `${office.city}, ${office.state}` : null;
};

/** The host of a website address without 'www.' ('brightsmiles.com'); the address itself when it cannot be read. */
export function websiteHost(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

const postalAddress = (office: OrganizationOffice) => ({
  '@type': 'PostalAddress',
  streetAddress: [office.address, office.address2].filter(Boolean).join(', '),
  addressLocality: office.city,
  addressRegion: office.state,
  postalCode: office.zip,
});

/** An office as schema.org Place: address, phone, opening hours and photos. */
function placeOf(office: OrganizationOffice) {
  const place: Record<string, unknown> = { '@type': 'Place', name: office.name, address: postalAddress(office) };
  if (office.phone) place.telephone = office.phone;
  if (office.hours.length > 0)
    place.openingHoursSpecification = office.hours.map((hour) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${hour.day}`,
      opens: hour.opens,
      closes: hour.closes,
    }));
  if (office.photos.length > 0)
    place.photo = office.photos.map((photo) => ({
      '@type': 'ImageObject',
      contentUrl: photo.url,
      ...(photo.description ? { caption: photo.description } : {}),
    }));
  return place;
}

/**
 * The practice page's title, description, canonical path and schema.org Organization: name,
 * website (else the page), about, the main office's address and phone, every office as a
 * location with hours and photos, technologies as what it knows about.
 */
export function practicePageMeta(organization: Organization): PageMetaData {
  const place = practicePlace(organization);
  const jobs = organization.jobs.length;
  const lead = `${organization.name}${organization.empTypeLabel ? `, ${organization.empTypeLabel.toLowerCase()}` : ''}${place ? ` in ${place}` : ''}`;
  const openJobs = jobs === 0 ? 'Practice profile and dental jobs' : `${jobs} open dental ${jobs === 1 ? 'job' : 'jobs'}`;
  const markup: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: organization.website ?? organization.path,
  };
  if (organization.about) markup.description = clip(organization.about, 500);
  const main = organization.offices[0];
  if (main) {
    markup.address = postalAddress(main);
    if (main.phone) markup.telephone = main.phone;
    markup.location = organization.offices.map(placeOf);
  }
  if (organization.technologies.length > 0) markup.knowsAbout = organization.technologies;
  // Its rating as Google's employer rating reads it, only when a review of it shows (ADR 114).
  const rating = organization.reviews
    ? employerAggregateRating({ name: organization.name, sameAs: organization.website ?? organization.path }, organization.reviews.rating)
    : null;
  return {
    title: `${organization.name} – Dental Jobs and Practice Profile`,
    description: clip(`${lead}. ${openJobs}.${organization.about ? ` ${organization.about}` : ''}`, DESCRIPTION_MAX),
    canonicalPath: organization.path,
    jsonLd: rating ? [markup, rating] : markup,
  };
}
