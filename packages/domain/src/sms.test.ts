import { describe, expect, it } from 'vitest';
import { kindsForRole, NOTICE_CATALOG, NoticePreferencesUpdateSchema, PREFERENCE_KINDS } from './notice-preferences';
import { formatUsPhone, parseQuietHours, PhoneCodeInputSchema, PhoneNumberInputSchema, quietHoursEnd, smsConsentWording, smsKeyword, usPhoneE164 } from './sms';

describe('US numbers in E.164', () => {
  it.each([
    ['(512) 555-0142', '+15125550142'],
    ['512-555-0142', '+15125550142'],
    ['512.555.0142', '+15125550142'],
    ['5125550142', '+15125550142'],
    [' 1 512 555 0142 ', '+15125550142'],
    ['+1 (512) 555-0142', '+15125550142'],
    ['+15125550142', '+15125550142'],
    ['1-800-555-0199', '+18005550199'],
    ['(312) 555-0100', '+13125550100'],
  ])('%s → %s', (input, e164) => {
    expect(usPhoneE164(input)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['555-0142', 'no area code'],
    ['(012) 555-0142', 'an area code starting with 0'],
    ['(112) 555-0142', 'an area code starting with 1'],
    ['(512) 155-0142', 'an exchange starting with 1'],
    ['(911) 555-0142', 'an N11 area code'],
    ['(512) 411-0142', 'an N11 exchange'],
    ['+44 20 7946 0958', 'a number abroad'],
    ['+2 512 555 0142', 'another country code'],
    ['512-555-01422', 'too many digits'],
    ['25125550142', '11 digits not starting with 1'],
    ['512 555 0142 ext 9', 'letters'],
    ['512+555+0142', 'a plus inside'],
  ])('%s is not a number (%s)', (input) => {
    expect(usPhoneE164(input)).toBeNull();
  });

  it('is shown as people write it', () => {
    expect(formatUsPhone('+15125550142')).toBe('(512) 555-0142');
    expect(formatUsPhone('+442079460958')).toBe('+442079460958');
  });

  it('is the field phone of the number form, with a message that says what to enter', () => {
    expect(PhoneNumberInputSchema.parse({ phone: '(512) 555-0142' })).toEqual({ phone: '+15125550142' });
    const refused = PhoneNumberInputSchema.safeParse({ phone: '555-0142' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'Enter a US mobile number with its area code, such as (512) 555-0142.' });
    expect(PhoneNumberInputSchema.safeParse({ phone: '5125550142', extra: 1 }).success).toBe(false);
    expect(PhoneCodeInputSchema.parse({ code: ' 042137 ' })).toEqual({ code: '042137' });
    expect(PhoneCodeInputSchema.safeParse({ code: '42137' }).success).toBe(false);
  });
});

describe('keywords people reply with', () => {
  it.each([
    ['STOP', 'stop'],
    ['stop', 'stop'],
    [' Stop. ', 'stop'],
    ['STOPALL', 'stop'],
    ['unsubscribe', 'stop'],
    ['Cancel', 'stop'],
    ['END', 'stop'],
    ['quit!', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['HELP', 'help'],
    ['info', 'help'],
    ['Stop by at 3', null],
    ['please stop', null],
    ['Thanks!', null],
    ['', null],
  ])('%j is %s', (body, keyword) => {
    expect(smsKeyword(body)).toBe(keyword);
  });
});

describe('quiet hours in the person’s time zone', () => {
  const quiet = parseQuietHours('21:00-08:00')!;

  it.each([
    // Austin (America/Chicago, CDT = UTC-5 in July)
    ['2026-07-01T17:00:00Z', 'America/Chicago', null], // 12:00
    ['2026-07-02T01:59:00Z', 'America/Chicago', null], // 20:59
    ['2026-07-02T02:00:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 21:00 → 08:00 next morning
    ['2026-07-02T06:30:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 01:30
    ['2026-07-02T12:59:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 07:59
    ['2026-07-02T13:00:00Z', 'America/Chicago', null], // 08:00
    // The same instant is afternoon in Los Angeles and night in New York
    ['2026-07-02T01:30:00Z', 'America/Los_Angeles', null], // 18:30 PDT
    ['2026-07-02T01:30:00Z', 'America/New_York', '2026-07-02T12:00:00.000Z'], // 21:30 EDT → 08:00 EDT
    // Across the autumn change (2026-11-01): 22:00 CDT on Oct 31, the end is 08:00 CST
    ['2026-11-01T03:00:00Z', 'America/Chicago', '2026-11-01T14:00:00.000Z'],
    // Across the spring change (2026-03-08): 23:00 CST on Mar 7, the end is 08:00 CDT
    ['2026-03-08T05:00:00Z', 'America/Chicago', '2026-03-08T13:00:00.000Z'],
    // Arizona keeps MST
    ['2026-07-02T05:00:00Z', 'America/Phoenix', '2026-07-02T15:00:00.000Z'], // 22:00 MST
  ])('%s in %s: quiet until %s', (at, zone, end) => {
    expect(quietHoursEnd(new Date(at), zone, quiet)?.toISOString() ?? null).toBe(end);
  });

  it('within one day, and none when start and end are the same', () => {
    expect(quietHoursEnd(new Date('2026-07-01T18:30:00Z'), 'America/Chicago', { start: '13:00', end: '14:00' })?.toISOString()).toBe(
      '2026-07-01T19:00:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-07-01T20:00:00Z'), 'America/Chicago', { start: '13:00', end: '14:00' })).toBeNull();
    expect(quietHoursEnd(new Date('2026-07-02T06:30:00Z'), 'America/Chicago', { start: '08:00', end: '08:00' })).toBeNull();
  });

  it.each([
    ['21:00-08:00', true],
    ['9:00-08:00', false],
    ['21:00', false],
    ['24:00-08:00', false],
    ['21:00-08:00-09:00', false],
  ])('%s is quiet hours: %s', (text, ok) => {
    expect(parseQuietHours(text) !== null).toBe(ok);
  });
});

describe('the consent wording', () => {
  it('names the number and how to stop', () => {
    const wording = smsConsentWording('+15125550142');
    expect(wording).toContain('(512) 555-0142');
    expect(wording).toContain('Reply STOP');
    expect(wording).toContain('not a condition of any purchase');
  });
});

describe('the catalog of notice kinds', () => {
  it('gives each role its kinds, and administrators none', () => {
    expect(kindsForRole('staff')).toEqual([
      'interviews',
      'interviewReminders',
      'messages',
      'applicationUpdates',
      'matchingJobs',
      'shiftOffers',
      'shiftReminders',
    ]);
    expect(kindsForRole('employer')).toEqual(['interviews', 'interviewReminders', 'messages', 'newApplicants', 'interviewsToday', 'shiftBookings']);
    expect(kindsForRole('admin')).toEqual([]);
    expect(NOTICE_CATALOG.map((entry) => entry.kind).sort()).toEqual([...PREFERENCE_KINDS].sort());
  });

  it('takes some kinds with all three channels, and names a field that is wrong', () => {
    expect(NoticePreferencesUpdateSchema.safeParse({ preferences: { messages: { email: false, push: true, sms: false } } }).success).toBe(true);
    const wrongType = NoticePreferencesUpdateSchema.safeParse({ preferences: { messages: { email: 'no', push: true, sms: false } } });
    expect(wrongType.error?.issues[0]).toMatchObject({ path: ['preferences', 'messages', 'email'], message: 'preferences.messages.email is true or false.' });
    expect(NoticePreferencesUpdateSchema.safeParse({ preferences: { messages: { email: true, push: true } } }).success).toBe(false);
    expect(NoticePreferencesUpdateSchema.safeParse({ preferences: { newsletter: { email: true, push: true, sms: false } } }).success).toBe(false);
  });
});
