import { parseAst, type Plugin } from 'vite';

/** The top-level declarations a module builds with calls, e.g. `const x = z.object({…})`. */
type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Values needing no call to make: nothing to wrap. */
const made = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Literal',
  'Identifier',
  'TemplateLiteral',
]);

/** The `const` declarators of a module's top level (exported or not). */
function topLevelInits(program: { body: Node[] }): Node[] {
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && !made.has(init.type)) inits.push(init);
    }
  }
  return inits;
}

/**
 * Every top-level `const` of a contracts module made by calls (a zod schema, an endpoint, a
 * table of them) becomes `/* @__PURE__ *\/ (() => (…))()`, which the bundler may leave out when
 * nothing the page runs reads it: a page then takes only the schemas it uses (a form's, an
 * error's details), not every schema of each module it imports a word from. Contracts' modules
 * only declare (docs/decisions.md#web-app, "Contracts in the browser"), so making a value later
 * or never changes nothing but the time a page spends building it. Unused modules are left out
 * whole (`moduleSideEffects: false`).
 */
export const contractsDeclareOnly = (): Plugin => ({
  name: 'grofresh-contracts-declare-only',
  apply: 'build',
  transform: {
    filter: { id: /packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
    handler(code) {
      const inits = topLevelInits(parseAst(code) as unknown as { body: Node[] });
      let out = code;
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null, moduleSideEffects: false };
    },
  },
});
