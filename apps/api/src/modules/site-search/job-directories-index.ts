import {
  ROLE_DIRECTORIES,
  STATE_CLUSTERS,
  clusterPath,
  metroPath,
  rolePath,
  roleMetroPath,
  roleStatePath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS, type RegionCode } from '@chairside/domain/resume-profile-rules';
import { isOneTypoAway, queryWords, type SiteSearchHit } from '@chairside/domain/site-search';

type DirectoryEntry = SiteSearchHit & { words: string[] };

const entry = (objectID: string, title: string, url: string, subtitle: string | null): DirectoryEntry => ({
  objectID,
  title,
  url,
  subtitle,
  words: queryWords(`${title} ${subtitle ?? ''}`),
});

/**
 * The job directory pages (ADR 42) as a fixed list: by role, by state, by role and state, by
 * metro area, by role and metro area, by region. Built once: it changes only with the code.
 */
function buildDirectories(): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  const regions = Object.keys(REGIONS) as RegionCode[];
  for (const role of ROLE_DIRECTORIES) entries.push(entry(`role-${role.slug}`, `${role.label} Jobs`, rolePath(role.slug), 'All locations'));
  for (const code of regions) entries.push(entry(`state-${code}`, `Dental Jobs in ${REGIONS[code]}`, statePath(code), code));
  for (const cluster of STATE_CLUSTERS) entries.push(entry(`region-${cluster.slug}`, `Dental Jobs in the ${cluster.name}`, clusterPath(cluster.slug), null));
  for (const metro of METRO_AREAS) entries.push(entry(`metro-${metro.slug}`, `Dental Jobs in ${metro.name}`, metroPath(metro.slug), 'Metro area'));
  for (const role of ROLE_DIRECTORIES) {
    for (const code of regions)
      entries.push(entry(`role-state-${role.slug}-${code}`, `${role.label} Jobs in ${REGIONS[code]}`, roleStatePath(role.slug, code), code));
    for (const metro of METRO_AREAS)
      entries.push(entry(`role-metro-${role.slug}-${metro.slug}`, `${role.label} Jobs in ${metro.name}`, roleMetroPath(role.slug, metro.slug), 'Metro area'));
  }
  return entries;
}

let directories: DirectoryEntry[] | null = null;

const wordMatches = (typed: string, word: string, typos: boolean) => word.startsWith(typed) || (typos && isOneTypoAway(typed, word));

/**
 * The directories whose title has every query word (as a word's beginning, or with one typo
 * when `typos`), shorter titles first (the broader page).
 */
export function searchJobDirectories(words: string[], typos: boolean): SiteSearchHit[] {
  directories ??= buildDirectories();
  if (words.length === 0) return [];
  return directories
    .filter((directory) => words.every((typed) => directory.words.some((word) => wordMatches(typed, word, typos))))
    .sort((a, b) => a.words.length - b.words.length || a.title.localeCompare(b.title))
    .map(({ objectID, title, url, subtitle }) => ({ objectID, title, url, subtitle }));
}

/** The directory titles' words, for the typo word list. */
export function jobDirectoryWords(): string[] {
  directories ??= buildDirectories();
  return [...new Set(directories.flatMap((directory) => directory.words))];
}
