// Module Federation remote mf_official (docs/architecture.md). `pnpm --filter mf-official standalone` runs it alone on MSW mocks.
const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({
    name: 'mf_official',
    dir: __dirname,
    port: 3001,
    exposes: { './routes': './src/app/routes.tsx' },
    // Preload hints the server puts into index.html (shared/tooling/webpack.cjs, PreloadHintsPlugin): the official
    // home's chunks and its one API request; every other page of the official layout gets the layout's chunks.
    // The phone pages (/phone, /cgDetail, /article) have layouts of their own; /official/login is the shell's.
    preloadRoutes: [
      { path: '^/$', chunks: ['official-layout', 'official-home'], fetch: ['/api/official/home'] },
      {
        path: '^/(?!official/login)(official|article/details|articleDetails|agreement|calendar|series|match|video|live|album)(/|$)',
        chunks: ['official-layout'],
      },
    ],
    env,
    argv,
  });
