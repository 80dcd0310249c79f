import {
  DOW_KEYS,
  DOW_TEMP_KEYS,
  NO_AVAILABILITY,
  dowTotal,
  type Availability,
  type AvailabilityAnswer,
  type PhotoState,
  type Resume,
  type StaffProfile,
} from '@chairside/domain/resume-profile';
import { isGoodToApply, type CompletenessInput } from '@chairside/domain/profile-completeness';
import { fileUrl } from '../../platform/file-storage';
import type { ProfileRow, StaffUser } from './profiles-repository';
import type { ResumeLists } from './resume-items-repository';

export function availabilityOf(row: ProfileRow | null): AvailabilityAnswer {
  const flags = Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, row ? row[key] : NO_AVAILABILITY[key]])) as Availability;
  return { ...flags, dowTotal: dowTotal(flags, 'perm'), dowTotalTemp: dowTotal(flags, 'temp') };
}

export function photoStateOf(row: Pick<ProfileRow, 'photoKey' | 'photoThumbnailKey'> | null): PhotoState {
  const photoKey = row?.photoKey ?? null;
  const thumbnailKey = row?.photoThumbnailKey ?? null;
  return {
    hasPhoto: photoKey !== null,
    photoUrl: photoKey ? fileUrl(photoKey) : null,
    photoThumbnailUrl: thumbnailKey ? fileUrl(thumbnailKey) : null,
  };
}

/** `tempSummary`: the line of the person's temp profile, or null without one. */
export function resumeOf(row: ProfileRow | null, lists: ResumeLists, tempSummary: string | null): Resume {
  return {
    intro: row?.intro ?? null,
    license: row?.license ?? null,
    licenseState: row?.licenseState ?? null,
    licenseNumber: row?.licenseNumber ?? null,
    showCurrentEmployer: row?.showCurrentEmployer ?? false,
    other: row?.other ?? null,
    experience: row?.experience ?? null,
    salary: row?.salary ?? null,
    ...availabilityOf(row),
    tempSummary,
    ...lists,
  };
}

/** The resume with its owner's public facts: what anyone allowed to read it sees. */
export function staffProfileOf(user: StaffUser, row: ProfileRow | null, lists: ResumeLists, tempSummary: string | null): StaffProfile {
  const resume = resumeOf(row, lists, tempSummary);
  return {
    username: user.username,
    name: user.name,
    position: user.position,
    city: user.city,
    state: user.state,
    isPublic: row?.isPublic ?? false,
    isRelocate: row?.isRelocate ?? false,
    isGoodToApply: isGoodToApply(resume),
    ...photoStateOf(row),
    specialties: row?.specialties ?? [],
    resume,
  };
}

/**
 * What anyone may read of a public resume: the license's type and state without its number, and
 * a current employer's name only when the person chose to show it.
 */
export function publicViewOf(profile: StaffProfile): StaffProfile {
  const { resume } = profile;
  const companies = resume.showCurrentEmployer
    ? resume.companies
    : resume.companies.map((company) => (company.endDate === null ? { ...company, name: '', nameHidden: true } : company));
  return { ...profile, resume: { ...resume, licenseNumber: null, companies } };
}

/** What the domain's completeness score reads from a profile (assessment results added by the caller). */
export function completenessInputOf(profile: StaffProfile): CompletenessInput {
  const { resume } = profile;
  return {
    intro: resume.intro,
    skills: resume.skills,
    isPublic: profile.isPublic,
    isRelocate: profile.isRelocate,
    license: resume.license,
    other: resume.other,
    experience: resume.experience,
    salary: resume.salary,
    companies: resume.companies,
    schools: resume.schools,
    certs: resume.certs,
    courses: resume.courses,
    dowTotal: resume.dowTotal,
    dowTotalTemp: resume.dowTotalTemp,
    hasPhoto: profile.hasPhoto,
    position: profile.position,
  };
}
