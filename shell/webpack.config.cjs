const { createConfig } = require('shared/tooling/webpack.cjs');

module.exports = (env, argv) =>
  createConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true, title: '赛事运营平台', env, argv });
