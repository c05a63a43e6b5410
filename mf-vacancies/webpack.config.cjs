// Builds mf-vacancies as a federated remote (and its standalone harness page).
const { createAppConfig } = require('@interim/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_vacancies',
  exposes: {
    "./routes": "./src/routes.tsx"
  },
  port: 3103,
  title: 'mf-vacancies (los)',
  // The harness calls the API through the dev server, like the shell does.
  devServer: () => ({ proxy: [{ context: ['/api'], target: 'http://localhost:3001' }] }),
});
