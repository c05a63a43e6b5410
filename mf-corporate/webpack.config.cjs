// Builds mf-corporate as a federated remote (and its standalone harness page),
// plus `embed.js`: the loader a corporate site includes to mount the flow.
const path = require('node:path');
const { createRemoteConfig } = require('@interim/shared/build/webpack-app.cjs');

// What the remote is (name, exposes, dev port): remotes.config.json.
const app = createRemoteConfig(__dirname);

/** The loader: one small script with the MF runtime, no federation container of its own. */
function embedConfig(argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'embed',
    // After the app: the app's build empties dist/ first.
    dependencies: ['app'],
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { embed: './src/embed/embed.ts' },
    devtool: production ? 'hidden-nosources-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2020'],
    output: { path: path.join(__dirname, 'dist'), filename: 'embed.js', publicPath: 'auto', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  // Production builds the remote twice: for the browser and, in dist/server, for Node (server rendering).
  const [browser, ...server] = [app(env, argv)].flat();
  const appConfig = { ...browser, name: 'app' };
  // Watch/dev rebuilds of the app must not delete the loader (nor the server build).
  appConfig.output = { ...appConfig.output, clean: { keep: /^(embed\.js|server[\\/])/ } };
  return [appConfig, ...server, embedConfig(argv)];
};
