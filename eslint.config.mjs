// One lint configuration for every package.
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const remotes = ['mf-official', 'mf-competition', 'mf-finance', 'mf-venue', 'mf-account'];

/** A remote may import only `shared`: never another remote, never the shell. */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...remotes.filter((r) => r !== remote).flatMap((r) => [`${r}`, `${r}/*`, `**/${r}/**`]),
          'shell', 'shell/*', '**/shell/**',
          'server', 'server/*', '**/server/**',
        ],
      },
    ],
  },
}));

const apps = ['shell', ...remotes];

/**
 * Inside an app, a feature (src/features/<name>) reaches another feature only through that feature's index.ts
 * (and, in page tests, its test-helpers.ts): its internals stay free to change.
 */
const featureBoundaries = apps.flatMap((app) => {
  const dir = `${app}/src/features`;
  const features = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  if (features.length < 2) return [];
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: features.filter((f) => f !== feature).map((f) => `./${dir}/${f}`),
            from: `./${dir}/${feature}`,
            except: ['./index.ts', './test-helpers.ts'],
            message: `Import the feature ${feature} through its index.ts.`,
          })),
        },
      ],
    },
  };
});

/**
 * The server's layers (docs/architecture.md "Server structure"): a route parses, checks access and calls one service
 * method (or one repository read); it never reaches the tables (src/db/schema) and never opens a transaction: the
 * services (src/services) do. A repository holds queries and single statements that take the caller's `tx`; it never
 * imports a service or a plugin, and never opens a transaction.
 */

const openingTransaction = (where) => ({
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.property.name='transaction']",
      message: `${where} do not open transactions: a service (src/services/<domain>.ts) does, and passes its tx to the repositories.`,
    },
  ],
});

/** The server imports its TypeScript files by their .js names (NodeNext): the zones resolve them to the .ts files. */
const serverResolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } })],
};

const serverLayers = [
  {
    files: ['server/src/routes/**/*.ts'],
    settings: serverResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/routes',
              from: './server/src/db/schema',
              message: 'Routes do not reach the tables: call a service (app.<domain>) or a repository read (app.repos).',
            },
          ],
        },
      ],
    },
  },
  { files: ['server/src/routes/**/*.ts'], rules: openingTransaction('Routes') },
  {
    files: ['server/src/repositories/**/*.ts'],
    settings: serverResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/repositories',
              from: ['./server/src/services', './server/src/plugins'],
              message: 'Repositories hold queries only: they import neither services nor plugins.',
            },
          ],
        },
      ],
    },
  },
  { files: ['server/src/repositories/**/*.ts'], rules: openingTransaction('Repositories') },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.tmp/**', 'coverage/**', '**/generated/**',
      'server/drizzle/**', '**/mockServiceWorker.js', '**/*.cjs', 'bench/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles among the workspace's own files (packages of the registry are not followed).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...remoteBoundaries,
  ...featureBoundaries,
  ...serverLayers,
  {
    // shared is the bottom layer: it never imports an app.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['shell', 'shell/*', 'mf-*', '**/mf-*/**', '**/shell/**', '**/server/**'] }],
    },
  },
  {
    // The shell reaches remotes only through Module Federation, never their files.
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...remotes.flatMap((r) => [`${r}`, `${r}/*`, `**/${r}/**`]), '**/server/**'] }],
    },
  },
);
