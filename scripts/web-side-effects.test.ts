import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// The web package declares which of its files have side effects (package.json "sideEffects"), so
// the build drops what a feature's door re-exports but a page never uses. A file imported only for
// its effect (`import './x'`) must be on that list, or the build drops the effect with it.
const WEB = 'apps/web';
const sideEffects: string[] = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')).sideEffects;
const asPattern = (glob: string) =>
  new RegExp(
    `${glob.startsWith('./') ? '^' : '(^|/)'}${glob
      .replace(/^\.\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  );
const declared = (file: string) => sideEffects.some((glob) => asPattern(glob).test(file));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [join(folder, entry.name)] : [],
  );
}

describe('the web package side effects', () => {
  test('every file imported only for its effect is declared to have side effects', () => {
    const undeclared: string[] = [];
    for (const file of sourceFiles(join(WEB, 'src'))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import '(\.[^']+)';$/gm)) {
        const target = relative(WEB, join(dirname(file), specifier!));
        const candidates = /\.\w+$/.test(target) ? [target] : [`${target}.ts`, `${target}.tsx`];
        if (!candidates.some(declared)) undeclared.push(`${relative(WEB, file)} imports ${specifier}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  test('the entry and its early settings keep their effects', () => {
    expect(declared('src/entry-client.tsx')).toBe(true);
    expect(declared('src/lib/content-security.ts')).toBe(true);
    expect(declared('src/features/jobs/job-card.tsx')).toBe(false);
    expect(declared('src/styles/site.css')).toBe(true);
  });
});
