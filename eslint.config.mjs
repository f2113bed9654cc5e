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
