// The project's import boundaries, as one local ESLint rule (decision: docs/decisions, lint).
//   - packages/* never import from apps/* (by path or by workspace name);
//   - a web feature imports another feature only through that feature's index (its public face);
//   - app/ is where features meet (routes compose them, lazily by page module); i18n/ composes their
//     string catalogues (locales/ only); the shared layers (components, lib, config, testing) never
//     import a feature: dependencies flow shared → features → app.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const webSrc = path.join(root, 'apps', 'web', 'src');
const featuresDir = path.join(webSrc, 'features');
const appsDir = path.join(root, 'apps');
const packagesDir = path.join(root, 'packages');

const within = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The feature a file belongs to, or null. */
const featureOf = (file) => (within(featuresDir, file) ? path.relative(featuresDir, file).split(path.sep)[0] : null);

/** Is `target` (resolved, extension-less) the public face of its feature: features/<name> or features/<name>/index? */
const isFeatureIndex = (target) => {
  const parts = path.relative(featuresDir, target).split(path.sep);
  return parts.length === 1 || (parts.length === 2 && /^index(\.[jt]sx?)?$/.test(parts[1]));
};

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages never import apps; features meet only through their index, in app/.' },
    schema: [],
    messages: {
      packageImportsApp: 'A package must not import from an app ({{source}}): apps depend on packages, never the reverse.',
      sharedImportsFeature: "Shared code must not import a feature ('{{source}}'): features build on shared code, app/ composes features.",
      featureInternals:
        "'{{source}}' reaches into the '{{feature}}' feature's internals: import what that feature exports from its index, and compose features in app/.",
    },
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      if (within(packagesDir, file)) {
        const appTarget = source.startsWith('.') && within(appsDir, path.resolve(path.dirname(file), source));
        if (appTarget || /^@debtshield\/(web|api)(\/|$)/.test(source)) {
          context.report({ node: node.source, messageId: 'packageImportsApp', data: { source } });
        }
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetFeature = featureOf(target);
      if (!targetFeature || !within(webSrc, file)) return;
      const ownFeature = featureOf(file);
      if (targetFeature === ownFeature) return;
      if (!ownFeature) {
        const layer = path.relative(webSrc, file).split(path.sep)[0];
        // The entry (main.tsx) starts the app: it is part of the app layer.
        if (layer === 'app' || layer === 'main.tsx') return;
        if (layer === 'i18n' && path.relative(featuresDir, target).split(path.sep)[1] === 'locales') return;
        context.report({ node: node.source, messageId: 'sharedImportsFeature', data: { source } });
        return;
      }
      if (!isFeatureIndex(target)) context.report({ node: node.source, messageId: 'featureInternals', data: { source, feature: targetFeature } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ source: node.source }) };
  },
};

export default { rules: { boundaries } };
