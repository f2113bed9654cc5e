// Module Federation remote mf_account (docs/architecture.md). `pnpm --filter mf-account standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_account',
    dir: __dirname,
    port: 3005,
    exposes: { './routes': './src/app/routes.tsx' },
    env,
    argv,
  });
