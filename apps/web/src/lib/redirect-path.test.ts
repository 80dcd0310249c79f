import { describe, expect, it } from 'vitest';
import { redirectPathFrom } from './redirect-path';

describe('redirectPathFrom', () => {
  it.each([
    ['?fromPath=/app/my-profile', '/app/my-profile'],
    ['?fromPath=app/interviews', '/app/interviews'],
    ['?fromPath=%2Fapp%2Fpost-job%2Fall%3Fq%3D1', '/app/post-job/all?q=1'],
    ['?fromPath=//evil.example', null],
    ['?fromPath=/\\evil.example', null],
    ['', null],
  ])('%s gives %s', (search, expected) => expect(redirectPathFrom(search)).toBe(expected));
});
