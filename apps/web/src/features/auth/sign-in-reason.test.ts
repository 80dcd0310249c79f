import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason';

describe('signInReason', () => {
  it('says why when the visitor was applying', () => {
    expect(signInReason(`?fromPath=${encodeURIComponent('/app/search-jobs/post-job/application/42/')}`)).toMatch(/^Sign in to apply: /);
  });
  it.each(['?fromPath=/app/my-profile', '?fromPath=/dental-jobs/job/42/', '?fromPath=//evil.example/app/search-jobs/post-job/application/42/', ''])(
    '%s: no reason',
    (search) => expect(signInReason(search)).toBeNull(),
  );
});
