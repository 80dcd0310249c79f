import { dayOf, type PostingFieldFilters } from '@chairside/domain/job-posting';
import type { Evaluation } from '@chairside/domain/job-search';
import type { PositionCode } from '@chairside/domain/positions';
import type { StateBounds } from '../geo/public-api';

/** A whole state or province: its code, and the bounds of its places for the place indexes. */
export type StateArea = { code: string; bounds: StateBounds };

export type SearchFilters = {
  /** The searched ZIP's place; null only in a national search without a ZIP. */
  origin: { lat: number; lng: number } | null;
  /** Miles; null: no cut (the national search). */
  radius: number | null;
  national: boolean;
  position: PositionCode | 'ANY';
  keyword: string | null;
  /** Every word of the keyword is common among postings (isCommonKeyword): tested on the rows the place or national index found. */
  commonKeyword?: boolean;
  type: 'ANY' | 'PERM' | 'TEMP';
  startDate: string | null;
  endDate: string | null;
  postedAfter: Date | null;
  /** The signed-in user (likes, applications, invitations); null for a visitor. */
  userId: number | null;
  evaluation: Evaluation;
  invited: boolean;
  /** Employment type, schedule, benefits and least pay (matchesPostingFilters in the domain says the same). */
  postingFields: PostingFieldFilters;
  /** Days of the week (0 Sunday … 6 Saturday) a temp posting needs someone on, any of them; empty: any. */
  weekdays: number[];
  /** A state-wide search (radius null): the state's code and the bounds of its places. */
  state: StateArea | null;
  now: Date;
  /** Today, YYYY-MM-DD: temp dates before it are not listed. */
  today: string;
  limit: number;
  offset: number;
  /** Matches are counted up to this many (and one more: "more than"); the answer's total says no more. */
  countLimit: number;
};

/**
 * A search of one position around a place, every other filter at its default (no keyword, dates,
 * posting fields or viewer): what 'Similar jobs' asks, and what a test or benchmark varies from.
 */
export function placeSearchFilters(place: Pick<SearchFilters, 'origin' | 'radius' | 'position' | 'now' | 'limit' | 'offset' | 'countLimit'>): SearchFilters {
  return {
    ...place,
    national: false,
    keyword: null,
    type: 'ANY',
    startDate: null,
    endDate: null,
    postedAfter: null,
    userId: null,
    evaluation: 'all',
    invited: false,
    postingFields: { employmentTypes: [], schedule: [], benefits: [], minPay: null },
    weekdays: [],
    state: null,
    today: dayOf(place.now),
  };
}
