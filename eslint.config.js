// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Business code reads time from the injected clock (app.clock), not Date.now().',
        },
      ],
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
