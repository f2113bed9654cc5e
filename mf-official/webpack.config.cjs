// Module Federation remote mf_official (docs/architecture.md). `pnpm --filter mf-official standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_official',
    dir: __dirname,
    port: 3001,
    exposes: { './routes': './src/app/routes.tsx' },
    env,
    argv,
  });
