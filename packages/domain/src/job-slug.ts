// Job page slug: the job's urltitle if present, otherwise '{position}-job-in-{city}-{state}',
// then lowercased, accents folded, '&' to '-and-', whitespace to hyphens, other non-word
// characters removed and repeated hyphens collapsed.
// Decisions where the spec is silent:
// - {position} is a readable word, not the code: DD dentist, DA dental-assistant, DH
//   dental-hygienist, FO dental-front-office, LT dental-lab-tech, SR dental-sales-rep.
//   An unknown code is used as written; no position gives 'dental'.
// - The urltitle goes through the same clean-up (a clean slug is left unchanged); if nothing
//   of it remains, the generated form is used.
// - Leading and trailing hyphens are trimmed. '_' is a word character and stays.
// - Letters that NFKD does not split (ß, æ, œ, ø, ł, đ, ð, þ, ı) are spelled out in ASCII.

export const POSITION_SLUG_WORDS: Readonly<Record<string, string>> = {
  DD: 'dentist',
  DA: 'dental-assistant',
  DH: 'dental-hygienist',
  FO: 'dental-front-office',
  LT: 'dental-lab-tech',
  SR: 'dental-sales-rep',
};

const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Already a slug: the clean-up below leaves it as it is. */
const CLEAN_SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
/** Printable ASCII: no accents to fold (the common case, and several times cheaper). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lowercased with accents folded and the letters NFKD does not split spelled out. */
const folded = (text: string) =>
  PLAIN_ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '');

export function slugify(text: string): string {
  if (CLEAN_SLUG.test(text)) return text;
  return folded(text)
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function positionSlugWord(position: string | null | undefined): string {
  const code = position?.trim().toUpperCase() ?? '';
  if (code === '') return 'dental';
  return (Object.hasOwn(POSITION_SLUG_WORDS, code) ? POSITION_SLUG_WORDS[code] : undefined) ?? code;
}

export type JobSlugInput = {
  urltitle?: string | null;
  position?: string | null;
  city?: string | null;
  state?: string | null;
};

export function jobSlug(job: JobSlugInput): string {
  const fromTitle = slugify(job.urltitle ?? '');
  if (fromTitle !== '') return fromTitle;
  return slugify(`${positionSlugWord(job.position)}-job-in-${job.city ?? ''}-${job.state ?? ''}`);
}
