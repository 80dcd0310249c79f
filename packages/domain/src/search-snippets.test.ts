import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  TITLE_MAX,
  clip,
  documentTitle,
  fitTitle,
  jobPageDescription,
  jobPageTitle,
  type JobDescriptionFacts,
} from './search-snippets';

const SITE = 'Chairside';

describe('jobPageTitle', () => {
  it.each<[string, string | null, string, string, string]>([
    // What fits keeps everything.
    ['all of it', 'Hygienist', 'Dental Hygienist', 'Chicago, IL', 'Hygienist – Dental Hygienist job in Chicago, IL | Chairside'],
    // Too long with the site name: the site name goes first.
    ['without the site name', 'Temp Chairside Assistant', 'Dental Assistant', 'Chicago, IL', 'Temp Chairside Assistant – Dental Assistant job in Chicago, IL'],
    // Still too long: the place goes next.
    ['without the place', 'Hygienist for Four Days', 'Dental Hygienist', 'Rancho Santa Margarita, CA', 'Hygienist for Four Days – Dental Hygienist job'],
    // Then the position: the posting's own title is what the reader looks for.
    [
      'the title alone',
      'Associate for a Busy Family and Cosmetic Practice, Sign-on Bonus',
      'Dentist',
      'Naperville, IL',
      'Associate for a Busy Family and Cosmetic Practice, Sign-on Bonus',
    ],
    // And last the title is cut at a word, with an ellipsis.
    [
      'the title cut at a word',
      'Front Office Coordinator for a Growing Multi-Specialty Group With Weekend Hours and Benefits',
      'Dental Front Office',
      'Austin, TX',
      'Front Office Coordinator for a Growing Multi-Specialty Group With…',
    ],
    // A title that names the position does not repeat it.
    ['no repeated position', 'Part-time Dental Hygienist', 'Dental Hygienist', 'Austin, TX', 'Part-time Dental Hygienist in Austin, TX | Chairside'],
    // No title: the position names the job; no place: nothing about it.
    ['no title', null, 'Dentist', 'Boise, ID', 'Dentist job in Boise, ID | Chairside'],
    ['no place', 'Hygienist', 'Dental Hygienist', '', 'Hygienist – Dental Hygienist job | Chairside'],
    ['spaces flattened', '  Hygienist \n needed ', 'Dental Hygienist', 'Chicago, IL', 'Hygienist needed – Dental Hygienist job in Chicago, IL | Chairside'],
  ])('%s', (_case, name, position, place, expected) => {
    const title = jobPageTitle({ name, position, place }, SITE);
    expect(title).toBe(expected);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('keeps every title within the limit, whatever the lengths', () => {
    for (const words of [1, 5, 12, 30])
      for (const place of ['', 'Chicago, IL', 'Rancho Santa Margarita, CA']) {
        const name = Array.from({ length: words }, (_, index) => `Word${index}`).join(' ');
        expect(jobPageTitle({ name, position: 'Dental Lab Technician', place }, SITE).length).toBeLessThanOrEqual(TITLE_MAX);
      }
    expect(jobPageTitle({ name: 'X'.repeat(120), position: 'Dentist', place: 'Boise, ID' }, SITE)).toBe(`${'X'.repeat(69)}…`);
  });
});

describe('documentTitle and fitTitle', () => {
  it.each([
    ['Dental Jobs in Illinois', 'Dental Jobs in Illinois | Chairside'],
    ['Chairside Blog', 'Chairside Blog'],
    ['A title long enough that the site name no longer fits after it', 'A title long enough that the site name no longer fits after it'],
    ['A title so long that even alone it is longer than what a search result shows of it', 'A title so long that even alone it is longer than what a search…'],
  ])('%s', (title, expected) => {
    expect(documentTitle(title, SITE)).toBe(expected);
    expect(documentTitle(title, SITE).length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('takes the first candidate that fits', () => expect(fitTitle(['x'.repeat(71), 'short', 'shorter'])).toBe('short'));
});

describe('jobPageDescription', () => {
  const facts = (overrides: Partial<JobDescriptionFacts> = {}): JobDescriptionFacts => ({
    employer: 'Bright Smiles Dental',
    jobType: 'Temp',
    position: 'Dental Assistant',
    place: 'Chicago, IL',
    pay: '$26.00/hour',
    text: 'Bright Smiles needs cover & care. Chairside',
    notice: null,
    siteName: SITE,
    ...overrides,
  });

  it.each<[string, Partial<JobDescriptionFacts>, string]>([
    [
      'who hires, for what, where and for how much, then the words',
      {},
      'Bright Smiles Dental is hiring: temp dental assistant in Chicago, IL, $26.00/hour. Bright Smiles needs cover & care. Chairside',
    ],
    [
      'a short posting says what to do next',
      { employer: 'Abc', place: '', pay: null, text: '', jobType: 'Permanent', position: 'Dentist' },
      'Abc is hiring: permanent dentist. Apply online with your Chairside resume.',
    ],
    [
      'a closed one leads with its notice',
      { notice: 'This job has been filled.', text: '' },
      'This job has been filled. Bright Smiles Dental is hiring: temp dental assistant in Chicago, IL, $26.00/hour.',
    ],
    [
      'a short closed one points to other jobs',
      { notice: 'This job has expired.', employer: 'Ab', pay: null, text: '', place: '', position: 'Dentist' },
      'This job has expired. Ab is hiring: temp dentist. See other dentist jobs on Chairside.',
    ],
    [
      'a long one is cut at a word',
      { text: 'word '.repeat(100) },
      `Bright Smiles Dental is hiring: temp dental assistant in Chicago, IL, $26.00/hour.${' word'.repeat(15)}…`,
    ],
  ])('%s', (_case, overrides, expected) => {
    const description = jobPageDescription(facts(overrides));
    expect(description).toBe(expected);
    expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('is never under the minimum, even with the fewest facts', () => {
    const description = jobPageDescription(facts({ employer: 'A', jobType: 'Temp', position: 'DA', place: '', pay: null, text: '' }));
    expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
  });
});

describe('clip', () => {
  it.each([
    ['the quick brown fox jumps', 15, 'the quick…'],
    ['short', 15, 'short'],
    ['  spaced \n out  ', 15, 'spaced out'],
    ['averyveryverylongwordwithoutspaces', 10, 'averyvery…'],
    ['ends with a comma, then more words', 20, 'ends with a comma…'],
  ] as const)('%j at %i', (text, max, expected) => expect(clip(text, max)).toBe(expected));
});
