// ESLint rule `local/feature-boundaries`: inside an app, a feature
// (`src/features/<name>/`) imports another feature only through the app's own
// `src/features/shared/`. Pages and routes may use any feature.
const path = require('node:path');

/** The feature folder a file lies in (`features/<name>/`), or undefined. */
function featureOf(file) {
  const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? { name: match[1], root: file.slice(0, match.index) } : undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features of one app meet only through src/features/shared/.' },
    schema: [],
    messages: {
      crossFeature:
        'The {{from}} feature may not import from the {{to}} feature: move what both need to src/features/shared/ (features meet only there).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const own = featureOf(file);
    if (!own || own.name === 'shared') return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(`${path.resolve(path.dirname(file), source)}/`);
      if (!target || target.root !== own.root || target.name === own.name || target.name === 'shared') return;
      context.report({ node: node.source, messageId: 'crossFeature', data: { from: own.name, to: target.name } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

module.exports = { rules: { 'feature-boundaries': rule } };
