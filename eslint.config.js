// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layersPlugin from './eslint-rules/layers.js';

const dirsOf = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * House rule: a server module never imports another module, a web feature never imports
 * another feature. Cross-domain work goes to apps/api/src/flows and apps/web/src/app.
 */
const boundary = (root, kind, owner, others) => ({
  files: [`${root}/${owner}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...others.map((other) => ({
            regex: `^((\\.\\./)+|.*/${kind}/)${other}(/|$)`,
            message: `${kind}/${owner} must not import ${kind}/${other}; compose them in ${
              kind === 'modules' ? 'apps/api/src/flows' : 'apps/web/src/app'
            }.`,
          })),
          ...(kind === 'features' ? [opsImport] : []),
        ],
      },
    ],
  },
});
/** The console is one lazy chunk: shop code reaches it only through the router's import(). */
const opsImport = { regex: '^@/ops(/|$)', message: 'Load the console only through the router.' };

const boundaries = (root, kind) => {
  const names = dirsOf(root);
  return names.map((owner) =>
    boundary(
      root,
      kind,
      owner,
      names.filter((n) => n !== owner),
    ),
  );
};

const dateNow = {
  selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  message: 'Business code reads time from the injected clock (app.clock), not Date.now().',
};
const advisoryLock = {
  selector:
    'Literal[value=/pg_advisory_xact_lock/], TemplateElement[value.raw=/pg_advisory_xact_lock/]',
  message:
    'Take advisory locks with takeLocks (db/locks.ts), which names each and fixes their order.',
};

/** The API's source root, for the layer rules (eslint-rules/layers.js). */
const apiRoot = join(import.meta.dirname, 'apps/api/src');
const outerLayers = ['server', 'app', 'routes', 'plugins', 'web-host', 'stand-ins', 'jobs'];

/**
 * server → app → routes → flows → modules → lib/db (docs/architecture.md): what each layer
 * may not import. Checked on the API's source, tests and test kits aside.
 */
const apiLayers = [
  {
    from: ['modules'],
    notTo: [...outerLayers, 'flows'],
    why: 'a module is a domain on its own; flows compose modules, never the other way round.',
  },
  {
    from: ['flows'],
    notTo: ['server', 'app', 'routes', 'plugins', 'web-host', 'stand-ins'],
    why: 'a flow is called by routes and jobs; what it needs from a request comes in as arguments.',
  },
  {
    from: ['jobs'],
    notTo: ['server', 'app', 'routes', 'plugins', 'web-host', 'stand-ins'],
    why: 'a job runs a flow or a module, outside any request.',
  },
  {
    from: ['lib', 'config', 'db'],
    notTo: [...outerLayers, 'flows', 'modules'],
    // db/schema.ts gathers every table for the Drizzle client and drizzle-kit, and the seed
    // writes the demo store's catalog and settings: both name the modules' tables.
    except: ['db/schema.ts', 'db/seed/'],
    why: 'lib, config and db sit below every domain and know none of them.',
  },
  {
    from: ['routes', 'plugins', 'web-host', 'stand-ins'],
    notTo: ['server', 'app'],
    why: 'app.ts wires the layers together; only server.ts starts it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-builds/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app calls an endpoint through `refTo` (src/lib/call.ts): an endpoint's object
    // brings every schema it names into the page (docs/decisions.md#web-app).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@grofresh/contracts$',
              importNamePattern: 'Endpoints?$',
              allowTypeImports: true,
              message: 'Call it through refTo (src/lib/call.ts); import the endpoint as a type.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', dateNow, advisoryLock] },
  },
  // The one place that writes pg_advisory_xact_lock.
  { files: ['apps/api/src/db/locks.ts'], rules: { 'no-restricted-syntax': ['error', dateNow] } },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { grofresh: layersPlugin },
    rules: {
      'grofresh/layers': ['error', { root: apiRoot, restrictions: apiLayers }],
      'grofresh/own-tables': ['error', { root: apiRoot, allow: ['db/schema.ts', 'db/seed/'] }],
    },
  },
  {
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [opsImport] }] },
  },
  ...boundaries('apps/api/src/modules', 'modules'),
  ...boundaries('apps/web/src/features', 'features'),
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/e2e/**',
      'bench/**',
      'scripts/**',
      '**/*cli.ts',
    ],
    rules: { 'no-console': 'off', 'no-restricted-syntax': 'off' },
  },
);
