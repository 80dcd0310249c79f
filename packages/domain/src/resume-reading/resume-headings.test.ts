import { describe, expect, it } from 'vitest';
import { headingOf, inlineHeadingOf, splitSections } from './resume-headings';

const line = (text: string, bullet = false) => ({ text, bullet });

describe('section headings', () => {
  it.each([
    ['Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Employment History', 'experience'],
    ['Clinical Experience', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['Education', 'education'],
    ['Education & Training', 'education'],
    ['Licenses & Certifications', 'credentials'],
    ['LICENSURE', 'credentials'],
    ['Certifications', 'credentials'],
    ['Licenses, Certifications and Permits', 'credentials'],
    ['Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Software', 'skills'],
    ['Professional Summary', 'summary'],
    ['Objective', 'summary'],
    ['Continuing Education', 'courses'],
    ['Professional Affiliations', 'achievements'],
    ['Awards and Honors', 'achievements'],
    ['References', 'ignored'],
    ['Volunteer Experience', 'ignored'],
  ])('%s heads %s', (text, kind) => {
    expect(headingOf(line(text))).toBe(kind);
  });

  it.each([['Dental Hygienist'], ['Bright Smiles Dental, Chicago, IL'], ['Experience with Dentrix and Eaglesoft in a busy practice']])(
    '%s is not a heading',
    (text) => {
      expect(headingOf(line(text))).toBeNull();
    },
  );

  it('a bullet is never a heading', () => {
    expect(headingOf(line('Skills', true))).toBeNull();
  });

  it('reads a heading with its content on the same line', () => {
    expect(inlineHeadingOf(line('Software: Dentrix, Eaglesoft'))).toEqual({ kind: 'skills', heading: 'Software', rest: 'Dentrix, Eaglesoft' });
    expect(inlineHeadingOf(line('Hours: Monday to Friday'))).toBeNull();
  });

  it('keeps the lines after an inline heading in the section they were in', () => {
    const sections = splitSections([
      line('Jane Doe'),
      line('Experience'),
      line('Hygienist, Bright Smiles, 2019 – Present'),
      line('Software: Dentrix'),
      line('Assistant, Smile Care, 2016 – 2019'),
    ]);
    expect(sections.header).toEqual([line('Jane Doe')]);
    expect(sections.sections.map((section) => [section.kind, section.lines.map((l) => l.text)])).toEqual([
      ['experience', ['Hygienist, Bright Smiles, 2019 – Present', 'Assistant, Smile Care, 2016 – 2019']],
      ['skills', ['Dentrix']],
    ]);
  });
});
