// Builds mf-clients as a federated remote (and its standalone harness page); what it is: remotes.config.json.
module.exports = require('@interim/shared/build/webpack-app.cjs').createRemoteConfig(__dirname);
