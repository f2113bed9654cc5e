// One jest configuration for every front-end package (shared, shell, the five remotes).
// Server tests run on node's own test runner (server/package.json), e2e in Chromium (e2e/).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-official',
    '<rootDir>/mf-competition',
    '<rootDir>/mf-finance',
    '<rootDir>/mf-venue',
    '<rootDir>/mf-account',
    '<rootDir>/scripts/lib',
  ],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '**/shared/tooling/*.test.ts', '**/scripts/lib/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender|until-async|@mswjs|@open-draft|rettime|msw|outvariant|strict-event-emitter|headers-polyfill|@bundled-es-modules)/)'],
  moduleNameMapper: { '\\.(css|less)$': '<rootDir>/shared/src/testing/style-mock.cjs' },
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
  // above the 20 s wait of jest-setup.ts, so a slow wait reports what it waited for instead of a bare timeout
  testTimeout: 60000,
};
