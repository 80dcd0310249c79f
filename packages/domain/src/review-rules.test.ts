import { describe, expect, it } from 'vitest';
import { employerAggregateRating, employerAggregateRatingProblems, plainText, ratingOf, ratingWords, revealDeadline } from './review-rules';

describe('plainText', () => {
  it.each([
    ['<script>alert(1)</script>Great', 'alert(1)Great'],
    ['  Fine \r\n\r\n\r\n\r\nteam  ', 'Fine\n\nteam'],
    ['a\u0000b\u0007c', 'abc'],
    ['On <b>time</b>', 'On time'],
  ])('%j becomes %j', (input, output) => expect(plainText(input)).toBe(output));
});

describe('the rating and the reveal rule', () => {
  it('averages to one decimal; none is null', () => {
    expect(ratingOf([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf([])).toEqual({ average: null, count: 0 });
    expect(ratingWords({ average: 4.5, count: 2 })).toBe('4.5 ★ (2 reviews)');
    expect(ratingWords({ average: null, count: 0 })).toBeNull();
  });
  it('reveals 14 days after the end', () => {
    expect(revealDeadline(new Date('2026-12-07T23:00:00Z')).toISOString()).toBe('2026-12-21T23:00:00.000Z');
  });
});

describe('EmployerAggregateRating markup (Google: itemReviewed Organization, ratingValue, ratingCount, bestRating, worstRating)', () => {
  const markup = employerAggregateRating({ name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' }, { average: 4.5, count: 2 })!;
  it('has every required property with its type', () => {
    expect(markup).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' },
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(employerAggregateRatingProblems(markup)).toEqual([]);
  });
  it('is not made without a rating', () => expect(employerAggregateRating({ name: 'x', sameAs: 'https://x.example' }, { average: null, count: 0 })).toBeNull());
  it.each([
    [{ ...markup, '@type': 'AggregateRating' }, '@type is not EmployerAggregateRating'],
    [{ ...markup, itemReviewed: undefined }, 'itemReviewed is missing'],
    [{ ...markup, itemReviewed: { '@type': 'Person', name: 'x' } }, 'itemReviewed is not an Organization'],
    [{ ...markup, itemReviewed: { '@type': 'Organization', name: '' } }, 'itemReviewed.name is missing'],
    [{ ...markup, ratingValue: '4.5' }, 'ratingValue is not a number'],
    [{ ...markup, ratingValue: 6 }, 'ratingValue is outside worstRating..bestRating'],
    [{ ...markup, ratingCount: 0 }, 'ratingCount is not a positive whole number'],
    [{ ...markup, itemReviewed: { '@type': 'Organization', name: 'x', sameAs: '/relative' } }, 'itemReviewed.sameAs is not an address'],
  ])('finds what is wrong: %j', (bad, problem) => expect(employerAggregateRatingProblems(bad)).toContain(problem));
});
