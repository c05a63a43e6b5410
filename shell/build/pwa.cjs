// The installable app (issue 19 section 3, docs/adr/0008-service-worker.md):
// - PwaAssetsPlugin, in the shell's browser build: writes the web app
//   manifest, its icons and the offline page into dist/, and puts the
//   manifest link and the Apple icon into the page's <head> (index.html, so
//   the prerendered and server-rendered pages built from it have them too);
// - serviceWorkerConfig: the worker (dist/sw.js), a build of its own without
//   module federation (the federation runtime does not belong in a worker;
//   webpack's multi-compiler is the way around it), run after the browser
//   build so that build's clean leaves it alone.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { scriptRule } = require('@interim/shared/build/webpack-app.cjs');

const PWA_DIR = path.join(__dirname, '../src/pwa');
const MANIFEST_FILE = 'manifest.webmanifest';
const OFFLINE_FILE = 'offline.html';
const ICON_FILES = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png'];

const readPwaFile = (file) => readFileSync(path.join(PWA_DIR, file));

class PwaAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PwaAssets', (compilation) => {
      // Rebuilt when the files change (dev server, watch).
      compilation.hooks.processAssets.tap({ name: 'PwaAssets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const files = [['web-manifest.json', MANIFEST_FILE], [OFFLINE_FILE, OFFLINE_FILE], ...ICON_FILES.map((icon) => [`icons/${icon}`, `icons/${icon}`])];
        for (const [source, target] of files) {
          compilation.fileDependencies.add(path.join(PWA_DIR, source));
          compilation.emitAsset(target, new RawSource(readPwaFile(source)));
        }
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PwaAssets', (data) => {
        const tag = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        data.headTags.unshift(
          tag({ rel: 'manifest', href: `/${MANIFEST_FILE}` }),
          tag({ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
        );
        return data;
      });
    });
  }
}

/**
 * The worker's build: `dist/sw.js`, a classic script (no chunks, no
 * federation runtime). The offline page's cache is named after a hash of the
 * page, so a changed page makes a changed worker, which the browser installs.
 * @param {string} appDir the shell's folder
 * @param {string[]} dependencies the builds to run first (the browser build)
 */
function serviceWorkerConfig(appDir, dependencies) {
  const offlineVersion = createHash('sha256').update(readPwaFile(OFFLINE_FILE)).digest('hex').slice(0, 10);
  return {
    name: 'service-worker',
    dependencies,
    mode: 'production',
    target: 'webworker',
    context: appDir,
    entry: { sw: './src/pwa/service-worker.ts' },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist'),
      filename: '[name].js',
      publicPath: '/',
      // The browser build cleaned dist/ before this one runs; this one only adds sw.js.
      clean: false,
      chunkFormat: false,
      chunkLoading: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule({ target: 'es2020' })] },
    plugins: [new webpack.DefinePlugin({ 'process.env.SW_OFFLINE_VERSION': JSON.stringify(offlineVersion) })],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { PwaAssetsPlugin, serviceWorkerConfig, MANIFEST_FILE, OFFLINE_FILE, ICON_FILES };
