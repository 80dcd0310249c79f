// The words people read: American spelling, and no catalog codes in parentheses on the web's
// screens. It reads only what a person can see (string literals, template text and JSX text), so
// identifiers, CSS classes and machine values ('cancelled' as an API status) are left alone; API
// route descriptions are for developers and are not read here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, test } from 'vitest';

const BRITISH =
  /\b(?:[Oo]rganis(?:e|ed|es|ing|ation|ations)|[Cc]entres?|[Ll]icences?|[Cc]olour(?:s|ed|ful)?|[Bb]ehaviours?|[Ff]avourites?|[Cc]ancell(?:ed|ing)|[Pp]rogrammes?|[Rr]ecognis(?:e|ed|es|ing)|[Aa]nalys(?:e|ed|ing)|[Cc]atalogue|[Jj]udgement|[Mm]odelling|[Tt]ravell(?:ed|ing)|[Nn]eighbourhoods?|[Aa]pologis(?:e|ed))\b/;
const CODE_IN_PARENS = /\((?:PERM|TEMP|INV|INVSUB|NAT|JOBSUB|RESUME30)\)/;
/** A single lower-case or upper-case token is a machine value (a status, a class name, a template name), not words. */
const MACHINE_VALUE = /^(?:[a-z0-9_.:/#-]*|[A-Z0-9_]*)$/;

const listed = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|\/testing\/|(?:^|[/-])routes\.ts$|api-document\.ts$/.test(path));

/** Every piece of text a person may read in the file, with its line. */
function textsOf(path: string): { line: number; text: string }[] {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return []; // listed but deleted in the working tree
  }
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && /^(?:className|id|htmlFor|name|data-testid)$/.test(node.name.getText(file))) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      // Untrimmed: a template's ' cancelled' after a name is words, 'shift-cancelled:' is not.
      const text = ts.isJsxText(node) ? node.text.trim() : node.text;
      if (text.trim() && !MACHINE_VALUE.test(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const offending = (files: string[], pattern: RegExp) =>
  files.flatMap((path) =>
    textsOf(path)
      .filter(({ text }) => pattern.test(text))
      .map(({ line, text }) => `${path}:${line}: ${text.slice(0, 90)}`),
  );

test('what people read is spelled the American way', () => {
  const files = listed('apps/web/src', 'apps/api/src/modules', 'packages/domain/src', 'packages/db/src/demo-content.ts', 'packages/db/src/demo-resumes.ts');
  expect(files.length).toBeGreaterThan(100);
  expect(offending(files, BRITISH)).toEqual([]);
}, 60_000);

test('the web app names products in words, not by their catalog codes in parentheses', () => {
  expect(offending(listed('apps/web/src'), CODE_IN_PARENS)).toEqual([]);
}, 60_000);
