// Builds the shell (host). No remotes at build time: they are read from
// /remotes.json at run time (docs/architecture.md section 2).
const { createAppConfig, createServerConfig } = require('@interim/shared/build/webpack-app.cjs');
const { REMOTES } = require('@interim/shared/build/module-federation.cjs');
const { PwaAssetsPlugin, serviceWorkerConfig } = require('./build/pwa.cjs');

/**
 * remotes.json of `pnpm dev`: remote name -> the remote's dev server. A
 * production build emits none: the API serves /remotes.json from the
 * releases table (ADR 0009), so a shell deploy never overwrites a release.
 */
function remotesConfig() {
  return Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [name, `http://localhost:${remote.devPort}/mf-manifest.json`]));
}

class EmitRemotesConfigPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRemotesConfig', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRemotesConfig', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remotes.json', new RawSource(`${JSON.stringify(remotesConfig(), null, 2)}\n`));
      });
    });
  }
}

/** Compile-time constants of the shell (src/config/env.ts reads them); the prerender build uses them too. */
function shellDefines() {
  return {
    'process.env.SENTRY_DSN': process.env.SENTRY_DSN ?? '',
    'process.env.SENTRY_ENVIRONMENT': process.env.SENTRY_ENVIRONMENT ?? '',
  };
}

const base = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Interimly - compagnon voor interim',
  define: shellDefines(),
  devServer: () => ({ proxy: [{ context: ['/api'], target: 'http://localhost:3001' }] }),
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PwaAssetsPlugin());
  if (config.mode === 'development') config.plugins.push(new EmitRemotesConfigPlugin());
  if (config.mode !== 'production') return config;
  // Production also builds the render host for the server (dist/server/main.js,
  // ADR 0004 option 1); the browser build keeps that folder when it cleans.
  // And the service worker (dist/sw.js, ADR 0008), after the browser build.
  config.name = 'browser';
  config.output.clean = { keep: /^(server[\\/]|sw\.js$)/ };
  return [
    config,
    createServerConfig({ appDir: __dirname, name: 'shell', entry: './src/server/render-page.tsx', define: shellDefines() }),
    serviceWorkerConfig(__dirname, ['browser']),
  ];
};
module.exports.shellDefines = shellDefines;
