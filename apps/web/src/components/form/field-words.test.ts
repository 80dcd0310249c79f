import { describe, expect, it } from 'vitest';
import { inWords } from './field-words';

describe('inWords', () => {
  it.each([
    ['Enter the pay (salaryMin).', 'Enter the pay.'],
    ['A pay range needs its top (salaryMax).', 'A pay range needs its top.'],
    ['hoursRequired is a number from 1 to 500.', 'Hours required is a number from 1 to 500.'],
    ['completedDate is a day written YYYY-MM-DD.', 'Completion date is a day written YYYY-MM-DD.'],
    ['zip is a 5-digit ZIP code or a Canadian postal code.', 'ZIP code is a 5-digit ZIP code or a Canadian postal code.'],
    ['endsAt must be after startsAt.', 'End must be after start.'],
    ['hours are a number from 0.25 to 1000.', 'Hours are a number from 0.25 to 1000.'],
    // Words, and keys this screen does not know, stay as written.
    ['Enter a 5-digit ZIP code.', 'Enter a 5-digit ZIP code.'],
    ['Intraoral scanner (iTero)', 'Intraoral scanner (iTero)'],
    ['constructor is odd.', 'constructor is odd.'],
    ['The cycle ends after it starts.', 'The cycle ends after it starts.'],
  ])('%s → %s', (message, words) => expect(inWords(message)).toBe(words));
});
