import { readFileSync } from 'node:fs';

// custom-elements.json is generated from the element's JSDoc (@attr, @fires, @csspart), the
// @cssprop lines of src/styles.ts and the element's `static properties`; README's tables must list the same names
// (test/build/manifest.test.ts).
const TAG_NAME = 'booking-widget';
const CLASS_NAME = 'BookingWidget';

/**
 * The class registers through `defineBookingWidget()` (guarded, registry of the caller's
 * choice), a call the analyzer cannot follow; this names the tag and its definition.
 */
function registrationPlugin() {
  return {
    name: 'booking-widget-registration',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules ?? [];
      const classModule = modules.find((m) => m.declarations?.some((d) => d.name === CLASS_NAME && d.customElement));
      if (!classModule) return;
      const element = classModule.declarations.find((d) => d.name === CLASS_NAME);
      element.tagName ??= TAG_NAME;
      const defineModule = modules.find((m) => m.path === 'src/define.ts');
      if (defineModule && !defineModule.exports?.some((e) => e.kind === 'custom-element-definition')) {
        (defineModule.exports ??= []).push({
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: CLASS_NAME, module: classModule.path },
        });
      }
    },
  };
}

/**
 * The site owner's custom properties are documented beside the stylesheet that reads them,
 * src/styles.ts, as `@cssprop --name - description` lines; they are the element's.
 */
function customPropertiesPlugin() {
  return {
    name: 'booking-widget-custom-properties',
    packageLinkPhase({ customElementsManifest }) {
      const element = customElementsManifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.name === CLASS_NAME);
      const source = readFileSync('src/styles.ts', 'utf8');
      const properties = [...source.matchAll(/^ \* @cssprop (--[\w-]+) - (.+)$/gm)].map(([, name, description]) => ({
        description,
        name,
      }));
      if (!element || !properties.length) throw new Error('custom properties: no element or no @cssprop in src/styles.ts');
      element.cssProperties = [...(element.cssProperties ?? []), ...properties];
    },
  };
}

/** Points the manifest at the published modules (dist/lib/*.js): src/ is not in the package. */
function publishedPathsPlugin() {
  const toPublished = (path) => path.replace(/^\/?src\/(.*)\.[jt]s$/, 'dist/lib/$1.js');
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.forEach(rewrite);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = toPublished(value);
      else rewrite(value);
    }
  };
  return {
    name: 'booking-widget-published-paths',
    packageLinkPhase({ customElementsManifest }) {
      rewrite(customElementsManifest.modules);
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/script-tag.ts'],
  outdir: '.',
  litelement: true,
  plugins: [registrationPlugin(), customPropertiesPlugin(), publishedPathsPlugin()],
};
