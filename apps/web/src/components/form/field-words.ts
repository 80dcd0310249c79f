// Field keys in words. Messages from the API and the shared schemas sometimes name a field by
// its key ('hoursRequired is a number from 1 to 500.', 'Enter the pay (salaryMin).'), which is
// right for a developer and a code to a person: every message a form shows passes through here.

const FIELD_WORDS: Record<string, string> = {
  zip: 'ZIP code',
  salaryMin: 'pay',
  salaryMax: 'top of the pay range',
  payCode: 'how pay is quoted',
  completedDate: 'completion date',
  cycleStart: 'cycle start',
  cycleEnd: 'cycle end',
  hoursRequired: 'hours required',
  hours: 'hours',
  startTime: 'start time',
  endTime: 'end time',
  startsAt: 'start',
  endsAt: 'end',
  jobDates: 'temp dates',
  urltitle: 'web address',
  officeId: 'office',
  expirationDate: 'expiration date',
  breakMinutes: 'unpaid break',
  rateCents: 'rate',
  discountCode: 'discount code',
  imageAlt: 'image description',
  publishAt: 'publishing time',
  bodyMarkdown: 'text',
  phone: 'phone number',
  email: 'email address',
  name: 'name',
  title: 'title',
  message: 'message',
  note: 'note',
  reasons: 'reasons',
  feedback: 'feedback',
  position: 'position',
  radius: 'distance',
};

const wordsFor = (key: string) => (Object.hasOwn(FIELD_WORDS, key) ? FIELD_WORDS[key] : null);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A message with its field keys as words: a key in parentheses goes ('Enter the pay.'), a key
 * opening the sentence becomes its words ('Hours required is a number from 1 to 500.'), and a
 * known key written in camelCase anywhere else too. Other text is left as it is.
 */
export function inWords(message: string): string {
  return message
    .replace(/ \(([A-Za-z]+)\)/g, (whole, key: string) => (wordsFor(key) ? '' : whole))
    .replace(/^([A-Za-z]+)(?= (?:is|are|must|lists)\b)/, (key) => {
      const words = wordsFor(key);
      return words ? capitalized(words) : key;
    })
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (key) => wordsFor(key) ?? key);
}
