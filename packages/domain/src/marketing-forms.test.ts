import { describe, expect, it } from 'vitest';
import { checkLeadForm, leadFields, marketingFormOf, visibleLeadFields, type LeadFormConfig, type LeadFormValues } from './marketing-forms';
import { LeadFormRequestSchema } from './marketing-forms-schemas';

const blank: LeadFormValues = { name: '', leadEmail: '', role: '', roleOther: '', position: '', practiceName: '', phone: '', zip: '' };
const open: LeadFormConfig = { formName: 'lead-form', leadSource: 'test' };
const employerOnly: LeadFormConfig = {
  formName: 'hiring-toolkit',
  fixedRole: 'employer',
  leadSource: 'test',
  askPracticeName: true,
  askPhone: true,
  askZip: true,
};
const valid = { ...blank, name: 'Ana Ruiz', leadEmail: 'ana@example.com', role: 'employer' };

describe('the lead form rules', () => {
  it.each<[string, Partial<LeadFormValues>, LeadFormConfig, Record<string, string>]>([
    ['all empty: name, email and role', {}, open, { name: 'Enter your name.', leadEmail: 'Enter your email address.', role: 'Choose what describes you.' }],
    ['a fixed role: no role choice needed', { name: 'A', leadEmail: 'a@b.co' }, employerOnly, {}],
    ['an email that is not one', { ...valid, leadEmail: 'ana.example.com' }, open, { leadEmail: 'Enter a valid email address, like name@example.com.' }],
    ['a role outside the list', { ...valid, role: 'admin' }, open, { role: 'Choose what describes you.' }],
    ['staff needs a position', { ...valid, role: 'staff' }, open, { position: 'Choose your position.' }],
    ['staff with a position', { ...valid, role: 'staff', position: 'DH' }, open, {}],
    ['staff with an unknown position', { ...valid, role: 'staff', position: 'XX' }, open, { position: 'Choose your position.' }],
    ['other needs its description', { ...valid, role: 'other', roleOther: '  ' }, open, { roleOther: 'Tell us what describes you.' }],
    ['other with a description', { ...valid, role: 'other', roleOther: 'Dental consultant' }, open, {}],
    ['a bad ZIP when asked', { ...valid, zip: '9021' }, employerOnly, { zip: 'A ZIP code is 5 digits.' }],
    ['a ZIP not asked is not checked', { ...valid, zip: '9021' }, open, {}],
    ['a bad phone when asked', { ...valid, phone: '12-34' }, employerOnly, { phone: 'Enter a phone number of 7 to 25 digits.' }],
    ['practice name, phone and ZIP are optional', { ...valid }, employerOnly, {}],
  ])('%s', (_name, values, config, expected) => {
    expect(checkLeadForm({ ...blank, ...values }, config)).toEqual(expected);
  });

  it.each<[LeadFormConfig, string, ReturnType<typeof visibleLeadFields>]>([
    [open, '', { role: true, position: false, roleOther: false, practiceName: false, phone: false, zip: false }],
    [open, 'staff', { role: true, position: true, roleOther: false, practiceName: false, phone: false, zip: false }],
    [open, 'other', { role: true, position: false, roleOther: true, practiceName: false, phone: false, zip: false }],
    [employerOnly, 'staff', { role: false, position: false, roleOther: false, practiceName: true, phone: true, zip: true }],
    [{ ...open, fixedRole: 'staff' }, '', { role: false, position: true, roleOther: false, practiceName: false, phone: false, zip: false }],
  ])('shows the fields of %j with role %s', (config, role, expected) => {
    expect(visibleLeadFields(config, role)).toEqual(expected);
  });
});

describe('the marketing form a name selects', () => {
  it.each([
    ['hiring-toolkit', 'hiring-toolkit'],
    ['jobseeker-toolkit', 'jobseeker-toolkit'],
    ['newsletter', 'newsletter'],
    ['student-webinar', 'student-webinar'],
    ['event-submission', 'event-submission'],
    ['lead-form', 'lead-form'],
    ['something-else', 'lead-form'],
    [null, 'lead-form'],
    [undefined, 'lead-form'],
  ])('%s -> %s', (name, expected) => {
    expect(marketingFormOf(name)).toBe(expected);
  });
});

describe('the fields list', () => {
  it('sends email first and only the values given', () => {
    const lead = LeadFormRequestSchema.parse({ name: 'Ana', leadEmail: 'ANA@Example.com', role: 'staff', position: 'DA', utmSource: 'mail', phone: '' });
    expect(leadFields({ ...lead })).toEqual([
      { name: 'email', value: 'ana@example.com' },
      { name: 'name', value: 'Ana' },
      { name: 'position_code', value: 'DA' },
      { name: 'role', value: 'staff' },
      { name: 'utm_source', value: 'mail' },
    ]);
    expect(lead.formName).toBe('lead-form');
  });
});
