// @ts-check
import { basename, dirname, extname, relative, resolve } from 'node:path';

/**
 * The API's import rules (docs/architecture.md), as a small local ESLint plugin. Each rule
 * resolves a relative import against the importing file's folder, so `../../flows/x` from a
 * module and `../flows/x` from lib name the same layer. Imports of packages are not looked at.
 *
 * - `layers`: server → app → routes → flows → modules → lib/db. A layer never imports one above
 *   it; each restriction names the layers it forbids, and may list files it does not apply to.
 * - `own-tables`: a `*.table.ts` file (a module's Drizzle tables) is imported only from inside
 *   its own folder, so a module is the only writer of its tables; `db/schema.ts`, which gathers
 *   every table for the Drizzle client and drizzle-kit, is imported only from `db/`.
 */

/** @typedef {import('eslint').Rule.RuleContext} Context */
/** @typedef {import('estree').Node} Node */

/** The path (from `root`, with `/`) that a relative import names, or null for a package. */
function importedPath(context, root, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const path = relative(root, resolve(dirname(context.filename), source))
    .split('\\')
    .join('/');
  return path.startsWith('..') ? null : path;
}

/** The importing file's path from `root`, or null when the file lies outside it. */
function ownPath(context, root) {
  const path = relative(root, context.filename).split('\\').join('/');
  return path.startsWith('..') ? null : path;
}

/** The layer of a path from the root: its first folder, or a root file's name (`app`). */
const layerOf = (path) => {
  const first = path.split('/')[0] ?? '';
  return path.includes('/') ? first : first.slice(0, first.length - extname(first).length);
};

/** Calls `check(node, source)` for every import, re-export and dynamic import of a file. */
function eachImport(check) {
  const literal = (node) =>
    node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
  return {
    /** @param {any} node */
    ImportDeclaration: (node) => check(node, literal(node.source)),
    /** @param {any} node */
    ExportNamedDeclaration: (node) => node.source && check(node, literal(node.source)),
    /** @param {any} node */
    ExportAllDeclaration: (node) => check(node, literal(node.source)),
    /** @param {any} node */
    ImportExpression: (node) => check(node, literal(node.source)),
  };
}

const rootOption = {
  type: 'string',
  description: 'The source root the paths are relative to (absolute).',
};

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'A layer of the API never imports a layer above it.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: rootOption,
          restrictions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                notTo: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['from', 'notTo', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'restrictions'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: '{{from}} must not import {{to}} ({{source}}): {{why}}',
    },
  },
  create(context) {
    const { root, restrictions } = context.options[0];
    const own = ownPath(context, root);
    if (own === null) return {};
    const from = layerOf(own);
    const applying = restrictions.filter(
      (r) =>
        r.from.includes(from) &&
        !(r.except ?? []).some((e) => own === e || own.startsWith(e.endsWith('/') ? e : `${e}/`)),
    );
    if (applying.length === 0) return {};
    return eachImport((node, source) => {
      const path = importedPath(context, root, source);
      if (path === null) return;
      const to = layerOf(path);
      const broken = applying.find((r) => r.notTo.includes(to));
      if (broken) {
        context.report({ node, messageId: 'upward', data: { from, to, source, why: broken.why } });
      }
    });
  },
};

const isTableFile = (path) => /\.table(\.ts)?$/.test(basename(path));
const isSchema = (path) => /^db\/schema(\.ts)?$/.test(path);

/** @type {import('eslint').Rule.RuleModule} */
const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: "A module's tables are imported only by that module." },
    schema: [
      {
        type: 'object',
        properties: {
          root: rootOption,
          allow: {
            description: 'Files (or folders, ending in /) that may import any table.',
            type: 'array',
            items: { type: 'string' },
          },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreignTable:
        "{{table}} belongs to {{owner}}/: only that folder writes and imports it. Call the module's own functions (a new one if need be).",
      schema:
        'db/schema gathers every table for the Drizzle client; import tables through their own module instead.',
    },
  },
  create(context) {
    const { root, allow = [] } = context.options[0];
    const own = ownPath(context, root);
    if (own === null) return {};
    if (allow.some((a) => own === a || (a.endsWith('/') && own.startsWith(a)))) return {};
    return eachImport((node, source) => {
      const path = importedPath(context, root, source);
      if (path === null) return;
      if (isSchema(path) && !own.startsWith('db/')) {
        context.report({ node, messageId: 'schema' });
      } else if (isTableFile(path) && !own.startsWith(`${dirname(path)}/`)) {
        context.report({
          node,
          messageId: 'foreignTable',
          data: { table: basename(path), owner: dirname(path) },
        });
      }
    });
  },
};

export default {
  meta: { name: 'grofresh-layers' },
  rules: { layers, 'own-tables': ownTables },
};
