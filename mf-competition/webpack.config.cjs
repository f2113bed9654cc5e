// Module Federation remote mf_competition (docs/architecture.md). `pnpm --filter mf-competition standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_competition',
    dir: __dirname,
    port: 3002,
    exposes: { './routes': './src/app/routes.tsx' },
    env,
    argv,
  });
