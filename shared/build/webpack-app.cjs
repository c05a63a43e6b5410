// Webpack configuration factory for the shell and every remote: one place for
// loaders, federation, output naming and dev-server settings.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('./module-federation.cjs');

const chakraPureLoader = path.resolve(__dirname, 'chakra-pure-loader.cjs');
const chakraLazyGlobalLoader = path.resolve(__dirname, 'chakra-lazy-global-loader.cjs');
const chakraStyledRecipeLoader = path.resolve(__dirname, 'chakra-styled-recipe-loader.cjs');

/** Chakra's styled-element factory: its recipe built once per element type (see the loader), in every build. */
const chakraStyledRecipeRule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
  use: [chakraStyledRecipeLoader],
};

/** MF_BASELINE builds load no remotes: the federation runtime is replaced by a stub that refuses. */
const baselineRuntimeStub = path.resolve(__dirname, '../../scripts/lighthouse-baseline-runtime.mjs');
const baselineOutput = path.resolve(__dirname, '../../.reports/shell-baseline/shell/dist');

/**
 * The shared package's files that only re-export (no other statement):
 * ui, ui/overlays, session, config, api-client, analytics, forms, api.
 * `pure-barrels.test.ts` checks each still has nothing but imports and exports.
 */
const PURE_SHARED_BARRELS =
  /[\\/]shared[\\/]src[\\/](?:(?:ui|ui-overlays|session|config|api-client|analytics|forms|api)[\\/]index|ui[\\/]components)\.ts$/;

/**
 * The loader rule for the apps' own TypeScript/JSX (swc), shared by the
 * browser builds and the shell's Node prerender build.
 * @param {{ development?: boolean, target?: string }} [options]
 */
function scriptRule({ development = false, target = 'es2020' } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir        the package folder
 * @param {string} options.name          federation container name (mf_auth, shell)
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.port          dev-server port
 * @param {string} options.title         html title of the standalone page
 * @param {(mode: string) => object} [options.devServer] extra dev-server settings
 * @param {Record<string,string>} [options.define] compile-time constants (config/env.ts reads them)
 */
function createAppConfig(options) {
  const { appDir, name, exposes, port, title } = options;
  const isRemote = Boolean(exposes);
  // MF_BASELINE=1 (host only; scripts/lighthouse.mjs): the same app without
  // module federation, written to .reports/ (ignored by git and eslint), to
  // measure what federation costs.
  const baseline = process.env.MF_BASELINE === '1' && !isRemote;
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    return {
      mode,
      context: appDir,
      entry: baseline ? './src/bootstrap' : './src/index.ts',
      // Production maps are for error reporting only: no sourcesContent and no
      // sourceMappingURL comment, and the API never serves *.map (static-site.ts).
      devtool: production ? 'hidden-nosources-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: baseline ? baselineOutput : path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // webpack 5.111 + the MF runtime module cannot put [contenthash] or
        // [chunkhash] in entry names (module-federation/core#5077). Entries
        // keep a fixed name (served no-cache; index.html adds ?<hash> to bust
        // caches); every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        ...(baseline ? { alias: { '@module-federation/enhanced/runtime$': baselineRuntimeStub } } : {}),
      },
      module: {
        rules: [
          scriptRule({ development: !production }),
          {
            // Marks Chakra's top-level theme definitions pure so unused recipes
            // tree-shake (docs/stack.md); pinned Chakra version, covered by bench sizes.
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
            use: [chakraPureLoader],
          },
          // The shell only: the shared package's pure re-export files (no
          // statement but imports and exports) are free of side effects, so the
          // shell's own imports bind to the modules behind them, and the rest of
          // each barrel loads only when a remote asks for the whole shared module
          // (shell/src/remotes/federation-host.ts). A remote's build consumes the
          // shared modules whole, so it gains nothing from this.
          !isRemote && { test: PURE_SHARED_BARRELS, sideEffects: false },
          {
            // The system's global style sheet is built on first read (the
            // prerendered page has it already): see the loader.
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
            use: [chakraLazyGlobalLoader],
          },
          chakraStyledRecipeRule,
        ].filter(Boolean),
      },
      plugins: [
        // Remotes are federation containers. The shell's browser build is not:
        // it loads the federation runtime with its first remote and offers its
        // shared modules there (shell/src/remotes/federation-host.ts, ADR 0004
        // addendum of issue 33), so a page of its own carries no runtime.
        isRemote &&
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // Remotes' index.html is only their standalone harness.
          filename: 'index.html',
          // Only the app entry: a remote's remoteEntry.js is for hosts, not its own page.
          chunks: ['main'],
          hash: production,
          // The page is served at every route (SPA fallback): script URLs must
          // be absolute, or /opdrachten/reageren would load /opdrachten/main.js.
          publicPath: '/',
        }),
        new webpack.DefinePlugin({
          ...Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
          // The host's shared modules' versions and rules, as the plugin had them.
          ...(isRemote ? {} : { 'process.env.MF_SHARED': JSON.stringify(shared) }),
        }),
      ].filter(Boolean),
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        client: { overlay: { warnings: false } },
        ...(options.devServer ? options.devServer(mode) : {}),
      },
    };
  };
}

/** Where the server build goes, inside the app's own deploy folder (listed in its manifest as `ssrRemoteEntry`). */
const SERVER_FOLDER = 'server';

/**
 * Adds `metaData.ssrRemoteEntry` (the module-federation manifest's field for
 * a Node entry) to the browser build's mf-manifest.json, so the server finds
 * the remote's Node build the way the browser finds its entry: from the
 * manifest that remotes.json points at (docs/architecture.md section 2b).
 */
class SsrManifestEntryPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SsrManifestEntry', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest.
        { name: 'SsrManifestEntry', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_FOLDER, type: 'commonjs-module' };
          compilation.updateAsset('mf-manifest.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * The Node build of an app, for server rendering (ADR 0004 option 1): the
 * same sources, loaders and shared singletons as the browser build, built
 * for `async-node` as a CommonJS container that the federation runtime for
 * Node loads at run time. A remote's goes to `dist/server/remoteEntry.js`;
 * the shell's is the render host (`dist/server/main.js`).
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name       federation container name
 * @param {Record<string,string>} [options.exposes]  a remote's exposes
 * @param {string} [options.entry]    the host's server entry (the shell)
 * @param {Record<string,string>} [options.define]
 */
function createServerConfig(options) {
  const { appDir, name, exposes, entry } = options;
  const isRemote = Boolean(exposes);
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: appDir,
    entry: entry ? { main: entry } : {},
    devtool: false,
    output: {
      path: path.join(appDir, 'dist', SERVER_FOLDER),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        scriptRule({ target: 'es2022' }),
        { test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/, use: [chakraPureLoader] },
        chakraStyledRecipeRule,
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin(
        Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
      ),
    ],
    // Readable stack traces in the server's log; size does not matter there.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createServerConfig, scriptRule, SsrManifestEntryPlugin, SERVER_FOLDER, PURE_SHARED_BARRELS };

/**
 * The build of the remote in `appDir`: container name, exposes, dev port and
 * harness title from remotes.config.json; the harness calls the API through
 * its dev server, like the shell does.
 */
function createRemoteConfig(appDir) {
  const { remoteBuildOptions } = require('./module-federation.cjs');
  const buildOptions = remoteBuildOptions(appDir);
  const browser = createAppConfig({
    appDir,
    ...buildOptions,
    devServer: () => ({ proxy: [{ context: ['/api'], target: 'http://localhost:3001' }] }),
  });
  // Production builds both: the browser's and, in dist/server, the Node
  // build the server renders with. The dev server serves the browser build
  // only (no server rendering in `pnpm dev`).
  return (env, argv) => {
    const config = browser(env, argv);
    if (config.mode !== 'production') return config;
    config.name = 'browser';
    config.output.clean = { keep: new RegExp(`^${SERVER_FOLDER}[\\\\/]`) };
    config.plugins.push(new SsrManifestEntryPlugin());
    return [config, createServerConfig({ appDir, name: buildOptions.name, exposes: buildOptions.exposes })];
  };
}

module.exports.createRemoteConfig = createRemoteConfig;
