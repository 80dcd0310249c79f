import { describe, expect, it } from 'vitest';
import { clampHitsPerPage, deletionVariants, editDistance, isOneTypoAway, isSearchableQuery, queryWords } from './site-search';

describe('site search rules', () => {
  it.each([
    [undefined, 10],
    [null, 10],
    [Number.NaN, 10],
    [0, 1],
    [-5, 1],
    [1, 1],
    [10, 10],
    [100, 100],
    [101, 100],
    [5000, 100],
  ])('hitsPerPage %s becomes %s', (value, expected) => {
    expect(clampHitsPerPage(value)).toBe(expected);
  });

  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' abc ', true],
  ])('query %j is searchable: %s', (query, expected) => {
    expect(isSearchableQuery(query)).toBe(expected);
  });

  it('splits a query into lower-case unaccented words', () => {
    expect(queryWords('Hygiéniste  <b>CE</b> course!')).toEqual(['hygieniste', 'b', 'ce', 'b', 'course']);
  });

  it.each([
    ['hygienist', 'hygienist', 0],
    ['hygenist', 'hygienist', 1],
    ['hygeinist', 'hygienist', 1],
    ['hygienistt', 'hygienist', 1],
    ['hygiemist', 'hygienist', 1],
    ['higenist', 'hygienist', 2],
    ['', 'abc', 3],
  ])('edit distance %s to %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });

  it.each([
    ['hygenist', 'hygienist', true],
    ['confrence', 'conference', true],
    ['dentsit', 'dentist', true],
    ['dentist', 'dentist', false],
    ['cat', 'car', false],
    ['higenist', 'hygienist', false],
  ])('%s is one typo from %s: %s', (typed, word, expected) => {
    expect(isOneTypoAway(typed, word)).toBe(expected);
  });

  it('files a word under itself and each one-letter deletion', () => {
    expect(deletionVariants('chair').sort()).toEqual(['chai', 'chair', 'char', 'cair', 'hair', 'chir'].sort());
    // A misspelling and its word share a variant: the lookup key of the typo finder.
    const typo = new Set(deletionVariants('hygenist'));
    expect(deletionVariants('hygienist').some((variant) => typo.has(variant))).toBe(true);
  });
});
