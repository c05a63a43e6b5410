// Builds mf-auth as a federated remote (and its standalone harness page).
const { createAppConfig } = require('@interim/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_auth',
  exposes: {
    "./routes": "./src/routes.tsx"
  },
  port: 3101,
  title: 'mf-auth (los)',
  // The harness calls the API through the dev server, like the shell does.
  devServer: () => ({ proxy: [{ context: ['/api'], target: 'http://localhost:3001' }] }),
});
