import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResumeSearchAnswer } from '@chairside/domain/resume-search';
import { api, apiRequest } from '../../lib/api-client';

// Resume search calls: the practice's search (full cards or the preview) and the signed-out
// preview. The search lives in the URL's query string, so a search can be shared, reloaded and paged.

export const RESUME_SEARCH_PATH = '/app/resume-search';
export const PUBLIC_RESUME_SEARCH_PATH = '/resume-search/';
export const CANDIDATE_MATCHING_PATH = '/candidate-matching/';
/** Where a practice buys invitation credits (the INV add-on) or resume access. */
export const BUY_ACCESS_PATH = '/dental-hiring-products/';
export const RESUME_PAGE_SIZE = 10;

/** The search as the URL holds it (every value a string, as the API takes them). */
export type ResumeSearchState = {
  position: string;
  zip: string;
  radius: string;
  keyword: string;
  experience: string;
  certifications: string;
  availability: string;
  relocate: string;
  /** '1': only job seekers with a verified license (ADR 115). */
  verified: string;
  offset: string;
};

export const EMPTY_SEARCH: ResumeSearchState = {
  position: '',
  zip: '',
  radius: '25',
  keyword: '',
  experience: '',
  certifications: '',
  availability: '',
  relocate: '',
  verified: '',
  offset: '0',
};

export function searchStateOf(query: URLSearchParams, defaults: Partial<ResumeSearchState> = {}): ResumeSearchState {
  const state = { ...EMPTY_SEARCH, ...defaults };
  for (const key of Object.keys(EMPTY_SEARCH) as (keyof ResumeSearchState)[]) {
    const value = query.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}

/**
 * Where a practice's resume search starts when the address names no place: the position and ZIP
 * code of its most recent posting that has them, else its own ZIP code.
 */
export function searchDefaultsOf(
  practice: { zip: string | null },
  jobs: readonly { position: string | null; zip: string | null; createdAt: string }[] | undefined,
): Pick<ResumeSearchState, 'position' | 'zip'> {
  const latest = [...(jobs ?? [])].filter((job) => job.position).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return { position: latest?.position ?? '', zip: latest?.zip || practice.zip || '' };
}

/** The URL query of a search: empty filters are left out. */
export function searchQueryOf(state: ResumeSearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === '' || (key === 'offset' && value === '0') || (key === 'radius' && value === '25')) continue;
    query.set(key, value);
  }
  return query;
}

/** The API's query string of a search (limit and offset as strings, as the spec says). */
function apiQueryOf(state: ResumeSearchState, preview: boolean): string {
  const query = new URLSearchParams({ radius: state.radius || '25', limit: String(RESUME_PAGE_SIZE), offset: state.offset || '0' });
  if (state.keyword.trim()) query.set('keyword', state.keyword.trim());
  if (state.experience) query.set('experience', state.experience);
  if (state.certifications.trim()) query.set('certifications', state.certifications.trim());
  if (state.availability) query.set('availability', state.availability);
  if (state.relocate === '1') query.set('relocate', '1');
  if (state.verified === '1') query.set('verified', '1');
  if (preview) query.set('preview', '1');
  return query.toString();
}

const place = (state: ResumeSearchState) => `${encodeURIComponent(state.position)}/${encodeURIComponent(state.zip)}`;
export const canSearch = (state: ResumeSearchState) => state.position !== '' && /^\d{5}$/.test(state.zip);

export const employerSearchPath = (username: string, state: ResumeSearchState) =>
  `/employers/${encodeURIComponent(username)}/resumes/search/${place(state)}?${apiQueryOf(state, false)}`;
export const previewSearchPath = (state: ResumeSearchState) => `/prepay/resumes/${place(state)}?${apiQueryOf(state, false)}`;

export const resumeSearchKey = (username: string, state: ResumeSearchState) => ['resume-search', username, state] as const;
export const previewSearchKey = (state: ResumeSearchState) => ['resume-search-preview', state] as const;

export function useResumeSearch(username: string, state: ResumeSearchState) {
  return useQuery({
    queryKey: resumeSearchKey(username, state),
    queryFn: ({ signal }) => api.get<ResumeSearchAnswer>(employerSearchPath(username, state), signal),
    enabled: canSearch(state),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePreviewSearch(state: ResumeSearchState) {
  return useQuery({
    queryKey: previewSearchKey(state),
    queryFn: async ({ signal }) => (await apiRequest<ResumeSearchAnswer>(previewSearchPath(state), { signal, auth: false })).data,
    enabled: canSearch(state),
    retry: false,
  });
}
