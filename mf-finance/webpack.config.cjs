// Module Federation remote mf_finance (docs/architecture.md). `pnpm --filter mf-finance standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_finance',
    dir: __dirname,
    port: 3003,
    exposes: { './routes': './src/app/routes.tsx' },
    env,
    argv,
  });
