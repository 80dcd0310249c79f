/** A practice as a signed-in job seeker sees it in the app: /app/employers/{username}. */
export const PRACTICE_VIEW_ROUTE = 'employers/:username';
export const practiceViewPath = (username: string) => `/app/employers/${encodeURIComponent(username)}`;
