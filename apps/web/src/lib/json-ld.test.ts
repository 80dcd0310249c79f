import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, withAbsoluteAddresses } from './json-ld';

const ORIGIN = 'https://chairside.example';

describe('withAbsoluteAddresses', () => {
  it('writes site paths of address properties absolute, at any depth and in lists', () => {
    expect(
      withAbsoluteAddresses(
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', '@id': '/#organization', url: '/', logo: '/icons/icon-512.png', image: ['/a.webp', 'https://cdn.example/b.webp'] },
          ],
          publisher: { '@id': '/#organization' },
        },
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://chairside.example/#organization',
          url: 'https://chairside.example/',
          logo: 'https://chairside.example/icons/icon-512.png',
          image: ['https://chairside.example/a.webp', 'https://cdn.example/b.webp'],
        },
      ],
      publisher: { '@id': 'https://chairside.example/#organization' },
    });
  });

  it('leaves other text, other sites and protocol-relative addresses alone', () => {
    const markup = { name: '/not/an/address', description: '/ either', url: '//elsewhere.example/x', sameAs: 'https://practice.example', position: 1 };
    expect(withAbsoluteAddresses(markup, ORIGIN)).toEqual(markup);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the trail in order, each step with its name and page', () => {
    const list = withAbsoluteAddresses(
      breadcrumbListJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Dental Hygienist jobs', path: '/dental-jobs/dental-hygienist/' },
        { name: 'Hygienist', path: '/dental-jobs/job/5/hygienist/' },
      ]),
      ORIGIN,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://chairside.example/' },
        { '@type': 'ListItem', position: 2, name: 'Dental Hygienist jobs', item: 'https://chairside.example/dental-jobs/dental-hygienist/' },
        { '@type': 'ListItem', position: 3, name: 'Hygienist', item: 'https://chairside.example/dental-jobs/job/5/hygienist/' },
      ],
    });
  });
});
