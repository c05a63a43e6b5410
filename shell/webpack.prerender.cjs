// Bundles src/prerender/render-route.tsx for Node (scripts/prerender.mjs runs
// it after the browser build). Same loaders as the browser build, no module
// federation: the prerender renders the shell's own pages only.
const path = require('node:path');
const webpack = require('webpack');
const { scriptRule } = require('@interim/shared/build/webpack-app.cjs');
const { shellDefines } = require('./webpack.config.cjs');

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: './src/prerender/render-route.tsx',
  output: {
    path: path.join(__dirname, '.prerender'),
    filename: 'render-route.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [scriptRule({ target: 'es2022' })],
  },
  plugins: [
    new webpack.DefinePlugin(Object.fromEntries(Object.entries(shellDefines()).map(([k, v]) => [k, JSON.stringify(v)]))),
  ],
  // Readable output: it runs once per build and its stack traces should make sense.
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
