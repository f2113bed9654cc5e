// @ts-check
/**
 * One webpack configuration factory for every front-end app (the host `shell` and the five remotes).
 *
 * Usage — each app's `webpack.config.cjs` is a few lines:
 *
 *   const { createConfig } = require('shared/tooling/webpack.cjs');
 *   module.exports = (env, argv) =>
 *     createConfig({
 *       name: 'mf_official',            // Module Federation name (docs/architecture.md), also output.uniqueName
 *       dir: __dirname,                 // the app folder (holds package.json, src/, dist/)
 *       port: 3001,                     // dev-server port (docs/architecture.md table)
 *       title: '赛事运营平台',           // optional: HTML <title> (Chinese); pages set document.title themselves
 *       exposes: { './routes': './src/app/routes.tsx' }, // remotes only
 *       env,                            // webpack-cli --env object; `--env standalone` → standalone mode
 *       argv,                           // webpack-cli argv; argv.mode decides development / production
 *     });
 *
 * Options
 * - name      (required) MF container name: `shell`, `mf_official`, `mf_competition`, `mf_finance`, `mf_venue`,
 *             `mf_account`.
 * - dir       (required) absolute path of the app folder.
 * - port      (required) dev-server port.
 * - exposes   MF exposes map (remotes). A remote gets `remoteEntry.js` + `mf-manifest.json`.
 * - remotes   static MF remotes map. The shell passes none: it registers remotes at runtime from
 *             `/remotes.json` with `registerRemotes` (so URLs and versions change without a rebuild).
 * - isHost    true for the shell: the dev server proxies `/api`, `/remotes.json` and `/remotes/` to the API
 *             server on http://localhost:8080 (override with env API_ORIGIN).
 * - title     HTML title, default `赛事运营平台`.
 * - htmlPublicPath  prefix of the script URLs in index.html, default `/` (deep links must load `/main.js`, not
 *             a path relative to `/admin/...`). Chunks still use `publicPath: 'auto'`.
 * - preloadRoutes  (remotes, production) pages whose chunks and first API requests the server hints in index.html:
 *             `[{ path: '^/$', chunks: ['official-home'], fetch: ['/api/official/home'] }]` — `path` a regular
 *             expression of the URL path, `chunks` webpackChunkName names; written to `preload.json`
 *             (PreloadHintsPlugin). The host preloads its own startup chunk `bootstrap` in index.html.
 * - env       `--env` object of webpack-cli. `env.standalone` (remotes): entry `src/standalone.tsx` instead of
 *             `src/index.ts`, no Module Federation at all, and `mockServiceWorker.js` (from the installed msw)
 *             is emitted at the output root so `shared/mocks` can start the MSW browser worker.
 * - argv      argv of webpack-cli; `argv.mode` ('production' | 'development', default development).
 *
 * What every app gets
 * - entry `src/index.ts` whose only statement is `import('./bootstrap')` (async boundary for shared modules);
 *   the page mounts into `<div id="root">`.
 * - swc-loader for TS/TSX/JS (React automatic runtime), SWC minifier in production (the webpack-bundled
 *   minimizer plugin with its `swcMinify`), no source maps in production (build speed), eval maps in dev.
 * - `output.publicPath: 'auto'`; `output.filename` is `[name].js` (MF entry names must stay stable);
 *   `[contenthash]` only in `chunkFilename` (and asset names).
 * - Module Federation (`@module-federation/enhanced/webpack`): `manifest: true` (mf-manifest.json), `dts: false`,
 *   `shareStrategy: 'loaded-first'`, singletons with requiredVersion from the app's package.json (`catalog:` is
 *   resolved against pnpm-workspace.yaml): react, react-dom, `react/`, `react-dom/`, react-router-dom (provided
 *   as `react-router-browser.mjs`, the part of react-router the apps use), antd, @ant-design/cssinjs, @ant-design/icons, dayjs, mobx, mobx-react-lite, axios, and the
 *   workspace package's three entries `shared`, `shared/antd` and `shared/charts` (singletons, requiredVersion
 *   false). The host bundles the ones every page needs (HOST_EAGER: react, react-dom, the router, mobx, axios, dayjs,
 *   `shared`) into its startup files as `eager` (main.js, vendor-react, vendor-libs: HOST_INITIAL_SPLIT), fetched at
 *   high priority; antd and its kin load on the first console page, ECharts (`shared/charts`) on the first chart.
 * - Preload hints (PreloadHintsPlugin): the host's index.html preloads its startup chunk; a remote with
 *   `preloadRoutes` writes preload.json, which the server turns into hints for the page (server/src/static).
 * - One MF runtime in the browser: the shell publishes its runtime core (ES build of
 *   @module-federation/inject-external-runtime-core-plugin as a runtime plugin), remotes are built with
 *   `experiments.externalRuntime` and use it (their remoteEntry.js is ~9 KiB gzip instead of ~27). A remote's own
 *   page (its dev server root) therefore cannot run by itself and shows a static note pointing to the shell.
 * - HtmlWebpackPlugin (lang zh-CN, Chinese title), dev server with historyApiFallback and CORS headers (remotes
 *   are fetched cross-origin by the shell in `pnpm dev`).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The site icon: 赛 in white on the site orange, rounded. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#fa8c16"/>' +
  '<text x="32" y="45" font-size="38" text-anchor="middle" fill="#fff" font-family="sans-serif">赛</text></svg>';
const siteFont = require('../src/ui/site-font.json');

const ROOT = path.resolve(__dirname, '..', '..');
/** The pure rules (`shared/rules`), side-effect free by contract. */
const RULES_DIR = path.join(ROOT, 'shared', 'src', 'rules');

// The minimizer plugin webpack itself depends on (formerly terser-webpack-plugin). Resolve it through webpack so
// we always use the copy webpack was installed with.

/**
 * react-router's package exports name only its development build (dev warnings on, extra checks on every navigation);
 * its production build sits beside it in dist/production. A production bundle takes that one: the router singleton
 * (react-router-browser.mjs) imports 'react-router' and 'react-router/dom', and both resolve there.
 */
function reactRouterProduction(dir) {
  const root = path.dirname(require.resolve('react-router/package.json', { paths: [dir, ROOT] }));
  return {
    'react-router$': path.join(root, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'dist/production/dom-export.mjs'),
  };
}

function loadMinimizerPlugin() {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [ROOT] }));
  for (const id of ['minimizer-webpack-plugin', 'terser-webpack-plugin']) {
    try {
      return require(require.resolve(id, { paths: [webpackDir, ROOT] }));
    } catch {
      // try the next name
    }
  }
  throw new Error('找不到 webpack 的压缩插件（minimizer-webpack-plugin / terser-webpack-plugin）');
}

/** Shared singletons of docs/architecture.md, in order. `react/` etc. share every deep import. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/',
  'react-dom/',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'dayjs',
  'mobx',
  'mobx-react-lite',
  'axios',
];

/**
 * Entries of the workspace package `shared` (package.json `exports`), each its own federated singleton: the core, the
 * antd kit, and the chart component (`shared/charts`: ECharts, loaded only by pages with charts).
 */
const SHARED_ENTRIES = ['shared', 'shared/antd', 'shared/charts'];

/** @returns {Record<string, string>} the `catalog:` map of pnpm-workspace.yaml */
function readCatalog() {
  const text = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  /** @type {Record<string, string>} */
  const catalog = {};
  let inCatalog = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (inCatalog && /^\S/.test(line)) break;
    const m = inCatalog && line.match(/^\s+['"]?([^'":\s]+)['"]?\s*:\s*['"]?([^'"#\s]+)['"]?/);
    if (m) catalog[m[1]] = m[2];
  }
  return catalog;
}

/**
 * requiredVersion of a shared package: the app's declared range, `catalog:` resolved via the workspace catalog,
 * falling back to `^<installed version>`.
 * @param {string} pkg
 * @param {Record<string, string>} declared
 * @param {Record<string, string>} catalog
 * @param {string} dir
 */
function requiredVersionOf(pkg, declared, catalog, dir) {
  const range = declared[pkg];
  if (range && range.startsWith('catalog:')) {
    const fromCatalog = catalog[pkg];
    if (fromCatalog) return fromCatalog;
  } else if (range && !range.startsWith('workspace:')) {
    return range;
  }
  const installed = require(require.resolve(`${pkg}/package.json`, { paths: [dir, ROOT] })).version;
  return `^${installed}`;
}

/**
 * Shared modules every page of the host needs before it can render anything (the public site included): the host
 * bundles them into its startup files (`eager`) instead of a dozen chunks fetched one after another over a few connections.
 * antd and its kin stay lazy: the public site never loads them.
 */
const HOST_EAGER = new Set(['react', 'react-dom', 'react/', 'react-dom/', 'react-router-dom', 'mobx', 'mobx-react-lite', 'axios', 'dayjs', 'shared']);

/**
 * The host's startup code in three files instead of one main.js: react-dom (with its scheduler), the other eager
 * libraries, and main.js itself (the MF runtime, `shared`, the shell's entry). The browser fetches them on parallel
 * connections and compiles main.js while the larger vendor files still arrive (Lighthouse, mobile: the home's first
 * paint 3.0 s → 2.6 s). The vendor files carry a content hash (cached for good); only the entry is split, async
 * chunks and remotes are untouched.
 */
const HOST_INITIAL_SPLIT = {
  chunks: 'initial',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    react: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'vendor-react', chunks: 'initial', enforce: true, priority: 20 },
    libs: { test: /[\\/]node_modules[\\/](react|react-router|mobx|mobx-react-lite|axios|dayjs)[\\/]/, name: 'vendor-libs', chunks: 'initial', enforce: true, priority: 10 },
  },
};

/**
 * @param {string} dir
 * @param {boolean} isHost
 */
function sharedConfig(dir, isHost) {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...(pkgJson.peerDependencies || {}), ...(pkgJson.devDependencies || {}), ...(pkgJson.dependencies || {}) };
  const catalog = readCatalog();
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, import?: string, version?: string, eager?: boolean }>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    shared[key] = { singleton: true, requiredVersion: requiredVersionOf(pkg, declared, catalog, dir) };
  }
  // The router singleton is the subset of react-router the apps use (react-router-browser.mjs), so the browser does
  // not download the server-rendering half of the package; react-router itself is then bundled into that module.
  shared['react-router-dom'].import = path.join(__dirname, 'react-router-browser.mjs');
  // The file sits outside the package, so the build cannot read a version for it (the runtime warned "Version 0 …
  // does not satisfy"): it provides what the installed react-router-dom is.
  shared['react-router-dom'].version = require(require.resolve('react-router-dom/package.json', { paths: [dir, ROOT] })).version;
  // The workspace package, one singleton per entry: `shared` (no antd), `shared/antd` (providers, UI kit) and
  // `shared/charts` (ECharts); none is eager, so the public site loads neither antd nor ECharts.
  for (const key of SHARED_ENTRIES) shared[key] = { singleton: true, requiredVersion: false };
  if (isHost) for (const key of HOST_EAGER) shared[key].eager = true;
  return shared;
}

/**
 * One copy of the Module Federation runtime in the browser: the host (shell) publishes its runtime core on the
 * federation global and every remote uses it (`experiments.externalRuntime`), so a remote's `remoteEntry.js` does
 * not carry a second runtime. The host adds the publishing runtime plugin itself, as its ES module: the plugin's
 * CommonJS build (what `experiments.provideExternalRuntime` adds) would bundle a second copy of the runtime core.
 * @param {string} dir
 * @param {boolean} isRemote
 */
function externalRuntimeOptions(dir, isRemote) {
  if (isRemote) return { experiments: { externalRuntime: true } };
  // The package exports `import` → dist/index.js and `require` → dist/index.cjs; resolve the CJS main and take its
  // ES sibling.
  const cjsMain = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [dir, ROOT] });
  return { runtimePlugins: [path.join(path.dirname(cjsMain), 'index.js')] };
}

/**
 * Emits one file as it is at the output root: `mockServiceWorker.js` of the installed msw (standalone mode), the
 * shell's offline service worker `offline-sw.js` (src/offline/offline-sw.js; a worker must be served from the root to
 * control console pages).
 */
class EmitFilePlugin {
  /** @param {string} name @param {string} file */
  constructor(name, file) {
    this.name = name;
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset(this.name, new sources.RawSource(fs.readFileSync(this.file)));
      });
    });
  }
}

/**
 * Production builds also write `<file>.br` and `<file>.gz` next to every text asset over 1 KiB (JS, CSS, HTML,
 * JSON, SVG), so the server sends them precompressed (@fastify/static `preCompressed`) without compressing on
 * each request. Brotli at quality 11, gzip at level 9; both run on libuv's thread pool.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const zlib = require('node:zlib');
    const { promisify } = require('node:util');
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((n) => /\.(js|css|html|json|svg)$/.test(n) && assets[n].size() > 1024);
          await Promise.all(
            names.map(async (n) => {
              const buffer = compilation.getAsset(n).source.buffer();
              const [br, gz] = await Promise.all([
                brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }),
                gzip(buffer, { level: 9 }),
              ]);
              if (!compilation.getAsset(`${n}.br`)) compilation.emitAsset(`${n}.br`, new sources.RawSource(br));
              if (!compilation.getAsset(`${n}.gz`)) compilation.emitAsset(`${n}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}

/**
 * The files of a named chunk group (an `import(/* webpackChunkName: "x" *\/ …)` target) and, following the Module
 * Federation consumes inside them, the chunks of the shared modules this build provides for them — everything the
 * browser fetches when that import runs, in a stable order.
 * @param {import('webpack').Compilation} compilation
 * @param {string} name
 * @param {{ followConsumes: boolean }} options
 * @returns {string[]}
 */
function filesOfChunkGroup(compilation, name, { followConsumes }) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`预加载：找不到名为 ${name} 的代码块（webpackChunkName）`);
  const { chunkGraph } = compilation;
  // A shared module's code sits in two chunks of equal content: the consume fallback and the provide chunk. When this
  // build provides the module, the share scope hands out the provided one (to this build and to the remotes), so
  // that is the chunk to preload; the fallback only loads when no provider satisfies the required version.
  /** @type {Map<string, import('webpack').Module>} */
  const providers = new Map();
  if (followConsumes) {
    for (const module of compilation.modules) {
      const shareKey = /** @type {{ _name?: string }} */ (module)._name;
      if (module.type === 'provide-module' && shareKey) providers.set(shareKey, module);
    }
  }
  /** @type {Set<import('webpack').Chunk>} */
  const seen = new Set();
  /** @type {string[]} */
  const files = [];
  /** @param {Iterable<import('webpack').Chunk>} chunks */
  const visit = (chunks) => {
    for (const chunk of chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
      if (!followConsumes) continue;
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
        const provider = shareKey ? providers.get(shareKey) : undefined;
        for (const block of provider ? provider.blocks : module.blocks) {
          const target = chunkGraph.getBlockChunkGroup(block);
          if (target) visit(target.chunks);
        }
      }
    }
  };
  visit(group.chunks);
  return files;
}

/**
 * Preload hints, so the browser fetches a page's scripts and data in parallel with the shell instead of one
 * round trip after another (HTML → main.js → bootstrap → shared modules → remote entry → routes → page → API).
 * - Host (`startupChunk`): `<link rel="preload" as="script">` in index.html for the named startup chunk group and
 *   the shared modules it consumes (react, react-dom, the router, mobx, axios, `shared`; antd is not among them).
 * - Remote (`preloadRoutes`): writes `preload.json`, `{ routes: [{ path, scripts, fetch }] }`, file names relative
 *   to the remote's folder. The server reads it when it sends index.html for a path the remote owns and adds the
 *   hints for the remote entry, its `./routes` module, the page's chunks and the page's first API request.
 */
class PreloadHintsPlugin {
  /**
   * @param {{
   *   startupChunk?: string, htmlPublicPath?: string,
   *   routes?: Array<{ path: string, chunks: string[], fetch?: string[] }>,
   * }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { startupChunk, htmlPublicPath = '/', routes } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadHintsPlugin', (compilation) => {
      if (startupChunk) {
        const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [compiler.context, ROOT] }));
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadHintsPlugin', (data) => {
          const links = filesOfChunkGroup(compilation, startupChunk, { followConsumes: true }).map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadHintsPlugin' },
            attributes: { rel: 'preload', as: 'script', href: `${htmlPublicPath}${file}` },
          }));
          // The startup scripts first: preloads are fetched at high priority, a deferred script at low priority, and
          // everything waits for main.js and the vendor files (the runtime and the eager shared modules).
          for (const tag of [...data.headTags, ...data.bodyTags]) {
            if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') {
              tag.attributes.fetchpriority = 'high';
            }
          }
          data.headTags.push(...links);
          return data;
        });
      }
      if (routes) {
        compilation.hooks.processAssets.tap({ name: 'PreloadHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
          const document = {
            routes: routes.map((route) => ({
              path: route.path,
              scripts: [...new Set(route.chunks.flatMap((chunk) => filesOfChunkGroup(compilation, chunk, { followConsumes: false })))],
              fetch: route.fetch ?? [],
            })),
          };
          compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify(document, null, 2)));
        });
      }
    });
  }
}

/**
 * @param {{
 *   name: string, dir: string, port: number,
 *   exposes?: Record<string, string>, remotes?: Record<string, string>,
 *   isHost?: boolean, title?: string, htmlPublicPath?: string,
 *   preloadRoutes?: Array<{ path: string, chunks: string[], fetch?: string[] }>,
 *   env?: Record<string, unknown>, argv?: { mode?: string },
 * }} options
 * @returns {import('webpack').Configuration}
 */
function createConfig({ name, dir, port, exposes, remotes, isHost = false, title = '赛事运营平台', htmlPublicPath = '/', preloadRoutes, env = {}, argv = {} }) {
  if (!name || !dir || !port) throw new Error('createConfig 需要 name、dir 和 port');
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [dir, ROOT] }));
  const { ModuleFederationPlugin } = require(require.resolve('@module-federation/enhanced/webpack', { paths: [dir, ROOT] }));

  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const standalone = Boolean(env.standalone);
  const apiOrigin = process.env.API_ORIGIN || 'http://localhost:8080';

  // A remote's own page (its dev server opened directly): it uses the shell's MF runtime (externalRuntime), which is
  // absent there, so the page says in plain HTML where its pages live.
  const remotePageNote =
    exposes && !standalone
      ? `<main style="max-width:640px;margin:80px auto;font-family:sans-serif;line-height:1.8"><h1>远程模块（${name}）</h1>` +
        '<p>这是远程模块，页面由主应用加载：请打开主应用 http://localhost:3000 访问。</p>' +
        `<p>单独预览本模块（使用模拟数据）：pnpm --filter ${path.basename(dir)} standalone</p></main>`
      : '';

  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new HtmlWebpackPlugin({
      title,
      // Absolute script URLs: the SPA serves index.html for deep paths such as /admin/match/list.
      publicPath: htmlPublicPath,
      templateContent: ({ htmlWebpackPlugin }) =>
        '<!doctype html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8" />\n' +
        '<meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
        `<title>${htmlWebpackPlugin.options.title}</title>\n` +
        // The site icon inline (no extra request, no 404 for /favicon.ico): 赛 on the site orange.
        `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}" />\n` +
        // The site font for pages without antd (public site, system pages); antd's theme uses the same file.
        `<style>html,body{margin:0;padding:0}body{min-height:100vh;font-family:${siteFont.fontFamily}}</style>\n</head>\n<body>\n` +
        '<noscript>请启用浏览器的 JavaScript 后使用本平台。</noscript>\n' +
        `<div id="root">${remotePageNote}</div>\n</body>\n</html>\n`,
    }),
  ];

  if (standalone) {
    const msw = path.join(path.dirname(require.resolve('msw/package.json', { paths: [ROOT] })), 'lib', 'mockServiceWorker.js');
    plugins.push(new EmitFilePlugin('mockServiceWorker.js', msw));
  } else {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        remotes,
        shared: sharedConfig(dir, isHost),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        ...externalRuntimeOptions(dir, Boolean(exposes)),
      }),
    );
  }

  if (isHost && !standalone) plugins.push(new EmitFilePlugin('offline-sw.js', path.join(dir, 'src', 'offline', 'offline-sw.js')));
  if (production && !standalone) {
    if (isHost) plugins.push(new PreloadHintsPlugin({ startupChunk: 'bootstrap', htmlPublicPath }));
    else if (preloadRoutes) plugins.push(new PreloadHintsPlugin({ routes: preloadRoutes }));
  }
  if (production) plugins.push(new PrecompressPlugin());
  const MinimizerPlugin = production ? loadMinimizerPlugin() : null;

  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: standalone ? './src/standalone.tsx' : './src/index.ts' },
    // SOURCE_MAPS=1 pnpm build: source maps beside the production files, to read a browser profile (docs/testing.md)
    devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // main.js keeps its name (the stable entry); the host's vendor files are named by content, like every chunk.
      filename: production ? (pathData) => (pathData.chunk?.name === 'main' ? '[name].js' : '[name].[contenthash:10].js') : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? reactRouterProduction(dir) : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [dir, ROOT] }),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset' },
        // The pure rules hold no module state and run nothing on import (docs/architecture.md): a module of them that
        // the app does not use is left out even when it is reached through the `shared/rules` barrel.
        { include: RULES_DIR, sideEffects: false },
      ],
    },
    plugins,
    optimization: {
      splitChunks: isHost && production && !standalone ? HOST_INITIAL_SPLIT : undefined,
      minimize: production,
      minimizer: MinimizerPlugin
        ? [new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
            extractComments: false,
          })]
        : [],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      allowedHosts: 'all',
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: isHost && !standalone ? [{ context: ['/api', '/remotes.json', '/remotes/'], target: apiOrigin }] : [],
    },
  };
}

module.exports = { createConfig, SINGLETONS, SHARED_ENTRIES };
