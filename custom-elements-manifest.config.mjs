import { readFileSync } from 'node:fs';
import { frameworkTypesPlugin } from './scripts/framework-types.mjs';

// custom-elements.json is generated from the element's JSDoc (@attr, @fires), the @cssprop
// lines of src/styles.ts, the @csspart lines of src/views/index.ts, the element's `static properties`
// and the events' detail types of src/events.ts; docs/reference.md is rendered from it
// (scripts/build-reference.ts).
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
 * What a site owner styles is documented beside the code it belongs to, as JSDoc lines of the
 * element's: the custom properties beside the stylesheet that reads them (`@cssprop --name -
 * description` in src/styles.ts), the parts beside the views (`@csspart name - description` in
 * src/views/index.ts).
 */
function documentedBesidePlugin() {
  const documented = [
    { tag: 'cssprop', file: 'src/styles.ts', key: 'cssProperties' },
    { tag: 'csspart', file: 'src/views/index.ts', key: 'cssParts' },
  ];
  return {
    name: 'booking-widget-documented-beside',
    packageLinkPhase({ customElementsManifest }) {
      const element = customElementsManifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.name === CLASS_NAME);
      for (const { tag, file, key } of documented) {
        const source = readFileSync(file, 'utf8');
        const entries = [...source.matchAll(new RegExp(`^ \\* @${tag} ([\\w-]+) - (.+)$`, 'gm'))].map(
          ([, name, description]) => ({ description, name }),
        );
        if (!element || !entries.length) throw new Error(`${key}: no element or no @${tag} in ${file}`);
        element[key] = [...(element[key] ?? []), ...entries];
      }
    },
  };
}

/**
 * Each event's type, `CustomEvent<detail>`, from `BookingEventDetailMap` in src/events.ts: the
 * one declaration of the details, which the `@fires` lines name but do not type.
 */
function eventDetailTypesPlugin() {
  const details = new Map();
  return {
    name: 'booking-widget-event-detail-types',
    analyzePhase({ ts, node }) {
      if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'BookingEventDetailMap') return;
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.type && ts.isStringLiteral(member.name)) {
          details.set(member.name.text, member.type.getText().replace(/\s+/g, ' ').replace(/; }/g, ' }'));
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const element = customElementsManifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.name === CLASS_NAME);
      for (const event of element?.events ?? []) {
        const detail = details.get(event.name);
        if (!detail) throw new Error(`@fires ${event.name}: no entry in BookingEventDetailMap (src/events.ts)`);
        event.type = { text: `CustomEvent<${detail}>` };
      }
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
  plugins: [
    registrationPlugin(),
    documentedBesidePlugin(),
    eventDetailTypesPlugin(),
    publishedPathsPlugin(),
    // dist/types/: JSX, Solid, Vue and Svelte typings of the element (docs/frameworks/).
    frameworkTypesPlugin({ className: CLASS_NAME }),
  ],
};
