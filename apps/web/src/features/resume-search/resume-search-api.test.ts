import { describe, expect, it } from 'vitest';
import { searchDefaultsOf, searchStateOf } from './resume-search-api';

const job = (position: string | null, zip: string | null, createdAt: string) => ({ position, zip, createdAt });

describe('searchDefaultsOf', () => {
  it('starts from the most recent posting’s position and ZIP code', () =>
    expect(
      searchDefaultsOf({ zip: '60614' }, [
        job('DA', '60610', '2026-10-01T00:00:00Z'),
        job('DH', '60657', '2026-11-20T00:00:00Z'),
        job(null, null, '2026-11-29T00:00:00Z'),
      ]),
    ).toEqual({ position: 'DH', zip: '60657' }));
  it('falls back to the practice’s ZIP code', () => {
    expect(searchDefaultsOf({ zip: '60614' }, [])).toEqual({ position: '', zip: '60614' });
    expect(searchDefaultsOf({ zip: '60614' }, undefined)).toEqual({ position: '', zip: '60614' });
    expect(searchDefaultsOf({ zip: '60614' }, [job('FO', null, '2026-11-20T00:00:00Z')])).toEqual({ position: 'FO', zip: '60614' });
    expect(searchDefaultsOf({ zip: null }, [])).toEqual({ position: '', zip: '' });
  });
  it('gives way to a search in the address', () =>
    expect(searchStateOf(new URLSearchParams('position=DD&zip=10001'), { position: 'DH', zip: '60657' })).toMatchObject({ position: 'DD', zip: '10001' }));
});
