import type { CompletenessKey } from '@chairside/domain/profile-completeness';

export const PROFILE_PATH = '/app/my-profile';
export const PROFILE_EDIT_PATH = '/app/my-profile/edit';
/** Filling the profile from a resume file (PDF or Word). */
export const PROFILE_IMPORT_PATH = '/app/my-profile/import';

/** The spec's anchors of the edit screen: the resume's own fields, and the lists edited in modals. */
export const EDIT_RESUME_ANCHOR = 'editResumeContent';
export const ADD_MODAL_ANCHOR = 'addModalContent';

/** Sections of the edit screen, each an anchor inside one of the two above. */
export const EDIT_SECTIONS = {
  intro: 'edit-intro',
  details: 'edit-details',
  availability: 'edit-availability',
  skills: 'add-skills',
  companies: 'add-companies',
  schools: 'add-schools',
  certs: 'add-certs',
  courses: 'add-courses',
} as const;
export type EditSection = keyof typeof EDIT_SECTIONS;

/** Anchors of the resume screen. */
export const PROFILE_SETTINGS_ANCHOR = 'profile-settings';
export const PROFILE_PHOTO_ANCHOR = 'profile-photo';

const edit = (section: EditSection) => `${PROFILE_EDIT_PATH}#${EDIT_SECTIONS[section]}`;

export type MissingItemLink = { action: string; to: string };

/** What to do about each missing item of the completeness score, and where to do it. */
export const MISSING_ITEM_LINKS: Record<CompletenessKey, MissingItemLink> = {
  intro: { action: 'Write an intro', to: edit('intro') },
  skills: { action: 'Add your skills', to: edit('skills') },
  moreSkills: { action: 'Add more skills (6 or more)', to: edit('skills') },
  publicResume: { action: 'Make your resume public', to: `${PROFILE_PATH}#${PROFILE_SETTINGS_ANCHOR}` },
  photo: { action: 'Add a profile photo', to: `${PROFILE_PATH}#${PROFILE_PHOTO_ANCHOR}` },
  availability: { action: 'Add the days you can work', to: edit('availability') },
  license: { action: 'Add your license', to: edit('details') },
  otherAchievements: { action: 'Add other achievements', to: edit('details') },
  yearsOfService: { action: 'Add your years of service', to: edit('details') },
  salaryRequirement: { action: 'Add your salary requirement', to: edit('details') },
  discAssessment: { action: 'Take the DISC assessment', to: '/app/assessments/disc' },
  emotionalIntelligence: { action: 'Take the Emotional Intelligence assessment', to: '/app/assessments/emotional-intelligence' },
  coreValues: { action: 'Take the Core Values assessment', to: '/app/assessments/core-values' },
  skillsAssessment: { action: 'Rate your skills', to: edit('skills') },
  culture: { action: 'Take the Culture assessment', to: '/app/assessments/culture-q' },
  alignmentQuestionnaire: { action: 'Answer the Alignment Questionnaire', to: '/app/assessments/alignment' },
  workHistory: { action: 'Add your work history', to: edit('companies') },
  education: { action: 'Add your education', to: edit('schools') },
};
