// Module Federation remote mf_venue (docs/architecture.md). `pnpm --filter mf-venue standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_venue',
    dir: __dirname,
    port: 3004,
    exposes: { './routes': './src/app/routes.tsx' },
    env,
    argv,
  });
