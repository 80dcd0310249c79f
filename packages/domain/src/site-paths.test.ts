import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-paths';

describe('isSitePath', () => {
  it.each([
    ['/', true],
    ['/pricing', true],
    ['/dental-jobs/login/?fromPath=%2Fapp', true],
    ['/a/b#c', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\\/evil.example', false],
    ['/a\\b', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/ /x', false],
    ['/\u0000x', false],
    ['https://evil.example', false],
    ['evil.example', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});
