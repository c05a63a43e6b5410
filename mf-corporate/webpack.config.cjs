// Builds mf-corporate as a federated remote (and its standalone harness page).
const { createAppConfig } = require('@interim/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_corporate',
  exposes: {
    "./routes": "./src/routes.tsx",
    "./mount": "./src/mount.tsx"
  },
  port: 3104,
  title: 'mf-corporate (los)',
  // The harness calls the API through the dev server, like the shell does.
  devServer: () => ({ proxy: [{ context: ['/api'], target: 'http://localhost:3001' }] }),
});
