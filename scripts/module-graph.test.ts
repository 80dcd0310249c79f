import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { circleEdges, importCircles, moduleGraph, moduleImports } from './module-graph';

const API_MODULES = 'apps/api/src/modules';
const WEB_FEATURES = 'apps/web/src/features';

describe('the module graph', () => {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file('a/one.ts', "import { b } from '../b/public-api';\nimport { own } from './two';\nimport { x } from '@chairside/domain/x';\n");
  file('a/two.ts', 'export const own = 1;\n');
  file('b/public-api.ts', "export { c } from '../c/deep/inner';\n");
  file('c/deep/inner.ts', "export const later = () => import('../../a/one');\n");
  file('d/lone.tsx', "export type { B } from '../b/public-api';\n");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('reads static, re-exported and dynamic imports between modules, and nothing inside one module or outside', () => {
    expect(moduleImports(root).map(({ from, to, file: path }) => `${path}: ${from} -> ${to}`)).toEqual([
      'a/one.ts: a -> b',
      'b/public-api.ts: b -> c',
      'c/deep/inner.ts: c -> a',
      'd/lone.tsx: d -> b',
    ]);
  });

  test('finds each circle with its edges', () => {
    const graph = moduleGraph(root);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c']]);
    expect(circleEdges(graph, ['a', 'b', 'c'])).toEqual(['a -> b', 'b -> c', 'c -> a']);
  });
});

describe('the API modules', () => {
  test('no module-level import circle (ADR 93)', () => {
    const graph = moduleGraph(API_MODULES);
    const circles = importCircles(graph).map((circle) => `${circle.join(', ')}: ${circleEdges(graph, circle).join('; ')}`);
    expect(circles).toEqual([]);
  });
});

describe('the web features', () => {
  test('no feature-level import circle: route tables live in the app shell, shared pieces in components/ and lib/', () => {
    const graph = moduleGraph(WEB_FEATURES);
    const circles = importCircles(graph).map((circle) => `${circle.join(', ')}: ${circleEdges(graph, circle).join('; ')}`);
    expect(circles).toEqual([]);
  });
});
