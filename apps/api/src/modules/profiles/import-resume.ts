import type { ImportField, ResumeImport, ResumeImportAnswer } from '@chairside/domain/resume-import';
import { RESUME_LIMITS, RESUME_SECTIONS, type ResumeSection, type SectionInputs } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireZip } from '../geo/public-api';
import { lockStaffUser, saveSeekerPlace, upsertProfile } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';
import { countItems, insertItems, skillNames } from './resume-items-repository';

const PROFILE_FIELDS = ['intro', 'phone', 'license', 'licenseState', 'licenseNumber', 'experience', 'other'] as const;

/** The chosen skills the profile does not list yet (any case), each once; the others are skipped. */
function newSkills(chosen: ResumeImport['skills'], listed: readonly string[]) {
  const known = new Set(listed.map((name) => name.toLowerCase()));
  const added: ResumeImport['skills'] = [];
  const skipped: string[] = [];
  for (const skill of chosen) {
    const key = skill.name.toLowerCase();
    if (known.has(key)) skipped.push(skill.name);
    else {
      known.add(key);
      added.push(skill);
    }
  }
  return { added, skipped };
}

const overLimit = (section: ResumeSection, has: number, adding: number) => {
  const limit = RESUME_LIMITS[section];
  const room = Math.max(0, limit - has);
  return new AppError(
    'CONFLICT',
    `A resume lists at most ${limit} ${section === 'companies' ? 'jobs' : section}. Yours has ${has}, so choose at most ${room} of these ${adding}.`,
    { field: section },
  );
};

/**
 * Adds what the person chose from a resume file's draft, in one transaction: the fields given
 * replace the profile's (position and ZIP on the user), list entries are added within each
 * list's limit (409 naming the list past it), and skills the profile already lists are skipped.
 * An unknown ZIP: 400 field zip, nothing stored.
 */
export async function importResume(ctx: AppContext, username: string, input: ResumeImport): Promise<ResumeImportAnswer> {
  const user = await requireStaffUser(ctx, username);
  const place = input.zip ? await requireZip(ctx.db, input.zip) : null;
  return ctx.db.transaction(async (tx) => {
    await lockStaffUser(tx, user.id);
    const skills = newSkills(input.skills, await skillNames(tx, user.id));
    const lists: { [S in ResumeSection]: readonly SectionInputs[S][] } = {
      skills: skills.added,
      companies: input.companies,
      schools: input.schools,
      certs: input.certs,
      courses: input.courses,
    };
    for (const section of RESUME_SECTIONS) {
      if (lists[section].length === 0) continue;
      const has = await countItems(tx, section, user.id);
      if (has + lists[section].length > RESUME_LIMITS[section]) throw overLimit(section, has, lists[section].length);
    }
    for (const section of RESUME_SECTIONS) await insertItems(tx, section, user.id, lists[section]);

    const fields: Parameters<typeof upsertProfile>[2] = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
    );
    if (Object.keys(fields).length > 0) await upsertProfile(tx, user.id, fields);
    await saveSeekerPlace(tx, user.id, {
      position: input.position,
      place: place ? { zip: place.zip, city: place.city, state: place.state, lat: place.lat, lng: place.lng } : undefined,
    });

    const updated: ImportField[] = [...PROFILE_FIELDS, 'zip' as const, 'position' as const].filter((field) => input[field] !== undefined);
    return {
      added: Object.fromEntries(RESUME_SECTIONS.map((section) => [section, lists[section].length])) as ResumeImportAnswer['added'],
      skippedSkills: skills.skipped,
      updated,
    };
  });
}
