/**
 * When the profile prompt was last shown, per job seeker: localStorage holds a map from
 * username to the day (YYYY-MM-DD), so people sharing a browser each get their own 30 days.
 */
export const PROFILE_PROMPT_KEY = 'profilePromptShown';

type ShownMap = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: the prompt simply shows as if never shown
  }
}

function readMap(): ShownMap {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PROFILE_PROMPT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The day the prompt was last shown to this user, or null (never, or unreadable). */
export function readPromptShown(username: string): string | null {
  const map = readMap();
  return Object.hasOwn(map, username) ? map[username] : null;
}

/** Records that the prompt was shown to this user on `day`. */
export function recordPromptShown(username: string, day: string): void {
  try {
    storage()?.setItem(PROFILE_PROMPT_KEY, JSON.stringify({ ...readMap(), [username]: day }));
  } catch {
    console.warn('Could not save the profile prompt date');
  }
}
