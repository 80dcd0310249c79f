import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/** A source file longer than this is several things: split it along its parts. */
const MOST_LINES = 400;
/** Tests, test helpers, schema and generated files may be longer. */
const EXEMPT = /\.test\.tsx?$|\/testing\/|schema/;

test(`no source file of the API or the web app is over ${MOST_LINES} lines`, () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/api/src', 'apps/web/src'], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.tsx?$/.test(path) && !EXEMPT.test(path));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((path) => {
      try {
        return { path, lines: readFileSync(path, 'utf8').split('\n').length - 1 };
      } catch {
        return { path, lines: 0 }; // listed but deleted in the working tree
      }
    })
    .filter(({ lines }) => lines > MOST_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
  expect(long).toEqual([]);
});
