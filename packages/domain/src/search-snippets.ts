// What a search result shows of a page: its title (cut after about 70 characters) and its
// description (about 160). The rules that keep both within what is shown, written from the page's
// own facts (ADR 100).

/** A document title longer than this is cut in search results. */
export const TITLE_MAX = 70;
/** A description shorter than this says too little; search engines then write their own. */
export const DESCRIPTION_MIN = 50;
/** A description longer than this is cut in search results. */
export const DESCRIPTION_MAX = 160;

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}

/** The first of the titles, longest first, that fits in TITLE_MAX; else the last one cut at a word. */
export function fitTitle(candidates: readonly string[]): string {
  const flat = candidates.map((candidate) => candidate.replace(/\s+/g, ' ').trim());
  return flat.find((candidate) => candidate.length <= TITLE_MAX) ?? clip(flat[flat.length - 1] ?? '', TITLE_MAX);
}

/** A page's document title: '{title} | {site}' when it fits, else the title alone (cut at a word when longer than TITLE_MAX). */
export function documentTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? fitTitle([title]) : fitTitle([`${title} | ${siteName}`, title]);
}

export type JobTitleFacts = {
  /** The posting's title; null: the position names the job. */
  name: string | null;
  /** The position without its abbreviations ('Dental Hygienist'). */
  position: string;
  /** 'Chicago, IL', or '' when the posting names no place. */
  place: string;
};

/**
 * The job page's document title, at most TITLE_MAX characters: '{title} – {position} job in
 * {place} | {site}'. Too long, it sheds the site name, then the place, then the position, and
 * last the posting's title is cut at a word. A title that already names the position does not
 * repeat it.
 */
export function jobPageTitle({ name, position, place }: JobTitleFacts, siteName: string): string {
  const title = name?.replace(/\s+/g, ' ').trim() || null;
  const what = title === null ? `${position} job` : title.toLowerCase().includes(position.toLowerCase()) ? title : `${title} – ${position} job`;
  const where = place ? `${what} in ${place}` : what;
  return fitTitle([`${where} | ${siteName}`, where, what, title ?? what]);
}

export type JobDescriptionFacts = {
  /** Who hires: the practice, or 'A dental practice' for a confidential posting. */
  employer: string;
  /** 'Permanent' or 'Temp'. */
  jobType: string;
  position: string;
  place: string;
  /** '$26.00/hour'; null when the posting states no pay. */
  pay: string | null;
  /** The posting's own words, as plain text. */
  text: string;
  /** What a posting that is no longer live says ('This job has been filled.'); null while live. */
  notice: string | null;
  siteName: string;
};

/**
 * The job page's meta description, DESCRIPTION_MIN to DESCRIPTION_MAX characters: the notice of a
 * closed posting, who hires for what, where and for how much, then the posting's words, cut at a
 * word. A short posting is followed by what the reader can do next, until the description says
 * enough.
 */
export function jobPageDescription(facts: JobDescriptionFacts): string {
  const position = facts.position.toLowerCase();
  const near = facts.place ? ` near ${facts.place}` : '';
  const lead = `${facts.employer} is hiring: ${facts.jobType.toLowerCase()} ${position}${facts.place ? ` in ${facts.place}` : ''}${facts.pay ? `, ${facts.pay}` : ''}.`;
  const then = facts.notice
    ? [`See other ${position} jobs${near} on ${facts.siteName}.`]
    : [`Apply online with your ${facts.siteName} resume.`, `More ${position} jobs${near} on ${facts.siteName}.`];
  let text = [facts.notice, lead, facts.text.replace(/\s+/g, ' ').trim()].filter(Boolean).join(' ');
  for (const sentence of then) if (text.length < DESCRIPTION_MIN) text = `${text} ${sentence}`;
  return clip(text, DESCRIPTION_MAX);
}
