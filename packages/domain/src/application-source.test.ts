import { describe, expect, it } from 'vitest';
import { applicationSourceOf, sourceOfParam } from './application-source';

describe('where an applicant came from', () => {
  it.each([
    ['alert', '', 'alert'],
    ['SEARCH', 'https://www.google.com/', 'search'],
    [null, 'https://www.google.com/', 'google'],
    [null, 'https://www.google.co.uk/search?q=hygienist', 'google'],
    [null, 'https://news.example.org/post', 'direct'],
    [null, '', 'direct'],
    [null, 'https://chairside.test/dental-jobs/', null],
    ['billboard', 'not a url', 'direct'],
  ])('from=%s, referrer %s: %s', (from, referrer, source) => {
    expect(applicationSourceOf(from, referrer, 'chairside.test')).toBe(source);
  });

  it('names only known sources from a parameter', () => {
    expect(sourceOfParam('feed')).toBe('feed');
    expect(sourceOfParam('direct')).toBeNull();
    expect(sourceOfParam(null)).toBeNull();
  });
});
