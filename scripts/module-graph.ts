// The module graph of a folder of modules (apps/api/src/modules, apps/web/src/features): which
// module imports which, read from the import statements of their files (ADR 93).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** One import of another module's file: `from` imports `to` at `file` (relative to the root) with `specifier`. */
export type ModuleImport = { from: string; to: string; file: string; specifier: string };

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every import (static, re-export, dynamic) of a file of one module that names a file of another module, tests included. */
export function moduleImports(root: string): ModuleImport[] {
  const base = resolve(root);
  const modules = readdirSync(base).filter((name) => statSync(join(base, name)).isDirectory());
  const found: ModuleImport[] = [];
  for (const from of modules) {
    for (const path of filesUnder(join(base, from))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        if (!specifier.startsWith('.')) continue;
        const target = relative(base, resolve(dirname(path), specifier));
        const [to, ...rest] = target.split(sep);
        if (target.startsWith('..') || rest.length === 0 || to === from || !modules.includes(to)) continue;
        found.push({ from, to, file: relative(base, path).split(sep).join('/'), specifier });
      }
    }
  }
  return found;
}

/** The module graph: each module and the modules it imports. */
export function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(resolve(root)).filter((entry) => statSync(join(resolve(root), entry)).isDirectory())) graph.set(name, new Set());
  for (const edge of moduleImports(root)) graph.get(edge.from)!.add(edge.to);
  return graph;
}

/**
 * The import circles of a graph: each strongly connected component of more than one module
 * (Tarjan), sorted, so a test can name every module that takes part in a circle.
 */
export function importCircles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The edges inside one circle, as `a -> b`, so a failing test says which imports to remove. */
export function circleEdges(graph: Map<string, Set<string>>, circle: string[]): string[] {
  return circle.flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => circle.includes(to)).map((to) => `${from} -> ${to}`)).sort();
}

// node --import tsx scripts/module-graph.ts apps/web/src/features: prints the folder's import circles.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ?? 'apps/api/src/modules';
  const graph = moduleGraph(root);
  const circles = importCircles(graph);
  process.stdout.write(circles.length === 0 ? `${root}: no import circles\n` : '');
  for (const circle of circles) process.stdout.write(`${root}: circle of ${circle.join(', ')}\n  ${circleEdges(graph, circle).join('\n  ')}\n`);
}
