// One lint configuration for every package.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  ...remoteBoundaries,
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
