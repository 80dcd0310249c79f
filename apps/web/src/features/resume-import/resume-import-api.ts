import { useMutation } from '@tanstack/react-query';
import type { ResumeDraft, ResumeImport, ResumeImportAnswer } from '@chairside/domain/resume-import';
import { api } from '../../lib/api-client';
import { staffPath, useRefreshStaff } from '../resume-profile/public-api';

/** Reads a resume file into a draft (POST users/staff/{username}/resume-import/draft): nothing is saved. */
export function useReadResumeFile(username: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ResumeDraft>(staffPath(username, 'resume-import/draft'), form);
    },
  });
}

/** Adds the chosen items to the profile in one call, then refreshes the current staff. */
export function useImportResume(username: string) {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (chosen: ResumeImport) => api.post<ResumeImportAnswer>(staffPath(username, 'resume-import'), chosen),
    onSuccess: () => refresh(),
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What was added, in words: 'Added 2 jobs, 1 school and 11 skills to your profile.' */
export function addedInWords(answer: ResumeImportAnswer): string {
  const parts = [
    answer.added.companies ? plural(answer.added.companies, 'job', 'jobs') : '',
    answer.added.schools ? plural(answer.added.schools, 'school', 'schools') : '',
    answer.added.certs ? plural(answer.added.certs, 'certification', 'certifications') : '',
    answer.added.courses ? plural(answer.added.courses, 'course', 'courses') : '',
    answer.added.skills ? plural(answer.added.skills, 'skill', 'skills') : '',
    answer.updated.length ? plural(answer.updated.length, 'detail', 'details') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Your profile already had everything you chose.';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Added ${list} to your profile.`;
}
