// Modules talk only through their doors (ADR 10, ADR 93): a file may import another module's
// files only through that module's door file (`public-api.ts`). A module's own files, tests
// included, import each other freely. Files outside the modules' folder (the API's platform/ and
// testing/) import doors only; a composition root (the API's app.ts, the web's route tables) may
// also import the module files whose names match its patterns (route files, pages).
//
// Options: { root: 'apps/api/src/modules', door: 'public-api',
//            compositionRoots: { '^apps/api/src/app\\.ts$': ['^(.+-)?routes$'] } }. `root` is the
// folder whose subfolders are the modules (apps/api/src/modules, apps/web/src/features); a
// composition root is named by a pattern over its path relative to ESLint's working directory;
// the patterns it may import match a module file's name without extension.
import path from 'node:path';

const EXTENSION = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

/** The module a path lies in under root, and the path inside it; null when outside root. */
function placeIn(root, file) {
  const inside = path.relative(root, file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [name, ...rest] = inside.split(path.sep);
  return rest.length === 0 ? null : { name, rest: rest.join('/').replace(EXTENSION, '') };
}

/** @type {import('eslint').Rule.RuleModule} */
const throughDoors = {
  meta: {
    type: 'problem',
    docs: { description: "A module's files are imported by other modules only through its door (public-api)." },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          door: { type: 'string' },
          compositionRoots: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      door: "'{{specifier}}' reaches inside the module '{{module}}': import what it offers from '{{door}}' (export it there if it should be shared), ADR 93.",
    },
  },
  create(context) {
    const options = context.options[0];
    const cwd = context.cwd ?? process.cwd();
    const root = path.resolve(cwd, options.root);
    const door = options.door ?? 'public-api';
    const file = context.filename;
    const own = placeIn(root, file);
    const fromCwd = path.relative(cwd, file).split(path.sep).join('/');
    const compositionMayImport = Object.entries(options.compositionRoots ?? {})
      .filter(([entry]) => new RegExp(entry).test(fromCwd))
      .flatMap(([, patterns]) => patterns.map((pattern) => new RegExp(pattern)));

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = placeIn(root, path.resolve(path.dirname(file), source.value));
      if (!target || (own && own.name === target.name) || target.rest === door) return;
      if (compositionMayImport.some((pattern) => !target.rest.includes('/') && pattern.test(target.rest))) return;
      context.report({
        node: source,
        messageId: 'door',
        data: {
          specifier: source.value,
          module: target.name,
          door: `${path
            .relative(path.dirname(file), path.join(root, target.name, door))
            .split(path.sep)
            .join('/')
            .replace(/^(?!\.)/, './')}`,
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { meta: { name: 'module-doors' }, rules: { 'through-doors': throughDoors } };
