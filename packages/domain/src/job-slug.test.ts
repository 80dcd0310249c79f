import { describe, expect, it } from 'vitest';
import { type JobSlugInput, jobSlug, positionSlugWord, slugify } from './job-slug';

describe('slugify', () => {
  it.each([
    ['Boise', 'boise'],
    ['San José', 'san-jose'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['Montréal', 'montreal'],
    ['Sainte-Thérèse-de-Blainville', 'sainte-therese-de-blainville'],
    ['ÇÀ ÉÎ Õ Ü Ñ', 'ca-ei-o-u-n'],
    ['Straße Ærø Łódź', 'strasse-aero-lodz'],
    ['Smith & Jones', 'smith-and-jones'],
    ['Smith&Jones', 'smith-and-jones'],
    ['R&D', 'r-and-d'],
    ['St. Louis', 'st-louis'],
    ['Winston-Salem', 'winston-salem'],
    ['a  b   c', 'a-b-c'],
    ['a\tb\nc', 'a-b-c'],
    ['a - b -- c', 'a-b-c'],
    ['  leading and trailing  ', 'leading-and-trailing'],
    ['-already-a-slug-', 'already-a-slug'],
    ['$120k/yr! (Full-time) @ #1 Clinic?', '120kyr-full-time-1-clinic'],
    ['snake_case stays', 'snake_case-stays'],
    ['ﬁne ½', 'fine-12'],
    ['Dentist 🦷 wanted', 'dentist-wanted'],
    ['日本', ''],
    ['', ''],
    ['&', 'and'],
  ])('%j -> %j', (text, expected) => expect(slugify(text)).toBe(expected));

  it('is idempotent', () => {
    const once = slugify("  Coeur d'Alene & San José!! ");
    expect(slugify(once)).toBe(once);
  });
});

describe('positionSlugWord', () => {
  it.each([
    ['DD', 'dentist'],
    ['DA', 'dental-assistant'],
    ['DH', 'dental-hygienist'],
    ['FO', 'dental-front-office'],
    ['LT', 'dental-lab-tech'],
    ['SR', 'dental-sales-rep'],
    ['dh', 'dental-hygienist'],
    ['XX', 'XX'],
    ['toString', 'TOSTRING'],
    [null, 'dental'],
    ['  ', 'dental'],
  ])('%j -> %j', (code, expected) => expect(positionSlugWord(code)).toBe(expected));
});

describe('jobSlug', () => {
  it.each<[string, JobSlugInput, string]>([
    ['urltitle wins', { urltitle: 'hygienist-boise-family-dental', position: 'DH', city: 'Boise', state: 'ID' }, 'hygienist-boise-family-dental'],
    ['urltitle is cleaned too', { urltitle: 'Hygienist — Boise & Meridian!', position: 'DH' }, 'hygienist-boise-and-meridian'],
    ['blank urltitle falls back', { urltitle: '   ', position: 'DD', city: 'Boise', state: 'ID' }, 'dentist-job-in-boise-id'],
    ['urltitle with nothing left falls back', { urltitle: '!!!', position: 'DD', city: 'Boise', state: 'ID' }, 'dentist-job-in-boise-id'],
    ['null urltitle', { urltitle: null, position: 'DA', city: 'Nampa', state: 'ID' }, 'dental-assistant-job-in-nampa-id'],
    ['dentist', { position: 'DD', city: 'Boise', state: 'ID' }, 'dentist-job-in-boise-id'],
    ['assistant', { position: 'DA', city: 'Boise', state: 'ID' }, 'dental-assistant-job-in-boise-id'],
    ['hygienist', { position: 'DH', city: 'Boise', state: 'ID' }, 'dental-hygienist-job-in-boise-id'],
    ['front office', { position: 'FO', city: 'Boise', state: 'ID' }, 'dental-front-office-job-in-boise-id'],
    ['lab tech', { position: 'LT', city: 'Boise', state: 'ID' }, 'dental-lab-tech-job-in-boise-id'],
    ['sales rep', { position: 'SR', city: 'Boise', state: 'ID' }, 'dental-sales-rep-job-in-boise-id'],
    ['accented city', { position: 'DH', city: 'San José', state: 'CA' }, 'dental-hygienist-job-in-san-jose-ca'],
    ['apostrophe', { position: 'DD', city: "Coeur d'Alene", state: 'ID' }, 'dentist-job-in-coeur-dalene-id'],
    ['French Canadian city', { position: 'DA', city: 'Trois-Rivières', state: 'QC' }, 'dental-assistant-job-in-trois-rivieres-qc'],
    ['repeated spaces and dots', { position: 'FO', city: 'St.  Paul ', state: ' MN' }, 'dental-front-office-job-in-st-paul-mn'],
    ['ampersand in city', { position: 'LT', city: 'Town & Country', state: 'MO' }, 'dental-lab-tech-job-in-town-and-country-mo'],
    ['missing city', { position: 'DD', city: null, state: 'ID' }, 'dentist-job-in-id'],
    ['missing everything', {}, 'dental-job-in'],
    ['unknown position code', { position: 'XX', city: 'Boise', state: 'ID' }, 'xx-job-in-boise-id'],
  ])('%s', (_name, input, expected) => expect(jobSlug(input)).toBe(expected));
});
