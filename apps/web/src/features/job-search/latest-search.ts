import { searchUrl, type SearchState } from './job-search-url';

const keyOf = (state: SearchState) => searchUrl('', state);

/**
 * The search the page builds its next change on. Changes made faster than the URL settles (two
 * filters in a row) build on each other. React may commit the render of an older change after a
 * newer one was made: a URL the page went to itself keeps the newer changes; any other URL (the
 * back button, a link) starts over from it.
 */
export class LatestSearch {
  private pending: string[] = [];

  constructor(public state: SearchState) {}

  /** The state after this change (always at the first page), remembered as one the page goes to. */
  change(change: Partial<SearchState>): SearchState {
    this.state = { ...this.state, offset: 0, ...change };
    this.pending.push(keyOf(this.state));
    return this.state;
  }

  /** The state the URL shows now. */
  shown(state: SearchState): void {
    const at = this.pending.indexOf(keyOf(state));
    if (at >= 0) {
      this.pending = this.pending.slice(at + 1);
      return;
    }
    this.pending = [];
    this.state = state;
  }
}
