import { describe, expect, it } from 'vitest';
import { redirectPathFrom, withFromPath } from './redirect-path';

describe('redirectPathFrom', () => {
  it.each([
    ['?fromPath=/app/my-profile', '/app/my-profile'],
    ['?fromPath=app/interviews', '/app/interviews'],
    ['?fromPath=%2Fapp%2Fpost-job%2Fall%3Fq%3D1', '/app/post-job/all?q=1'],
    ['?fromPath=//evil.example', null],
    ['?fromPath=/\\evil.example', null],
    ['?fromPath=/%09/evil.example', null],
    ['?fromPath=%5C%5Cevil.example', null],
    ['', null],
  ])('%s gives %s', (search, expected) => expect(redirectPathFrom(search)).toBe(expected));
});

describe('withFromPath', () => {
  it.each([
    [
      '/dental-jobs/register/',
      '?fromPath=%2Fapp%2Fsearch-jobs%2Fpost-job%2Fapplication%2F7%2F',
      '/dental-jobs/register/?fromPath=%2Fapp%2Fsearch-jobs%2Fpost-job%2Fapplication%2F7%2F',
    ],
    ['/dental-jobs/login/?a=1', '?fromPath=/app/interviews', '/dental-jobs/login/?a=1&fromPath=%2Fapp%2Finterviews'],
    ['/dental-jobs/register/staff/', '?fromPath=//evil.example', '/dental-jobs/register/staff/'],
    ['/dental-jobs/register/staff/', '', '/dental-jobs/register/staff/'],
  ])('%s with %s gives %s', (path, search, expected) => expect(withFromPath(path, search)).toBe(expected));
});
