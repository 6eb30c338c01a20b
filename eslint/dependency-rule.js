// The dependency rule of docs/architecture.md, enforced by ESLint (eslint-plugin-boundaries) on every import,
// export-from, dynamic import and require of the layer folders and the feature modules:
//   domain/       imports domain/ only, and the package fp-ts; no Node built-in
//   application/  imports domain/ and application/, and fp-ts, zod, xstate; no Node built-in
//   adapters/X/   imports domain/, application/, its own adapter folder and the adapters ADAPTER_USES names; any package
//   ui/           imports domain/, application/ and ui/; any package but the server's; no Node built-in
// A feature module (modules/{name}/) keeps the same layers under the same rule; its layers may also import the
// same layers of their own module, never another module's folder. Its adapters may use the shared HTTP plumbing
// (adapters/http). Its {name}.module.ts is a composition root: config/, the shared layers and its own folder.
// config/, tests/, scripts/ and bench/ wire or check the product and may import anything.
import boundaries from 'eslint-plugin-boundaries';

/** Which other adapter folders an adapter folder may import (its own always). Anything else is refused. */
export const ADAPTER_USES = {
  // The HTTP routes serve the stock feed's files, the media files and pipeline, verify Twilio's signature,
  // and hand the test payment provider's card form to the page.
  http: ['inventory', 'media', 'notifications', 'payments'],
  // Files written durably (fsync, then rename).
  media: ['files'],
  notifications: ['files'],
  // The SQL search engines read the database the car repository writes.
  search: ['persistence'],
};

/** Packages the layer may import; the domain and the use cases stay free of frameworks. */
const DOMAIN_PACKAGES = ['fp-ts'];
const APPLICATION_PACKAGES = ['fp-ts', 'zod', 'xstate'];
/** Server-only packages the browser UI must not pull in. */
const SERVER_PACKAGES = ['fastify', 'pg', '@electric-sql/pglite', 'inversify'];

const LAYERS = ['domain', 'application', 'adapters', 'ui'];

const elements = [
  // A feature module's layers first, so that modules/x/ui is not taken for the shared ui/.
  ...LAYERS.map((layer) => ({ type: `module-${layer}`, pattern: `modules/*/${layer}/**`, mode: 'full', capture: ['module'] })),
  { type: 'module-root', pattern: 'modules/*/*', mode: 'full', capture: ['module'] },
  { type: 'module-tests', pattern: 'modules/*/tests/**', mode: 'full', capture: ['module'] },
  { type: 'domain', pattern: 'domain/**', mode: 'full' },
  { type: 'application', pattern: 'application/**', mode: 'full' },
  { type: 'adapters', pattern: 'adapters/*/**', mode: 'full', capture: ['adapter'] },
  { type: 'adapters', pattern: 'adapters/*', mode: 'full', capture: ['adapter'] },
  { type: 'ui', pattern: 'ui/**', mode: 'full' },
  { type: 'config', pattern: 'config/**', mode: 'full' },
  { type: 'outside', pattern: ['tests/**', 'scripts/**', 'bench/**', 'dist/**', '*'], mode: 'full' },
];

const sameModule = (...layers) => ({ to: { type: layers.map((layer) => `module-${layer}`), captured: { module: '{{ from.captured.module }}' } } });
const local = (...types) => ({ to: { type: types, origin: 'local' } });
const packages = (names) => ({ to: { origin: 'external' }, dependency: { module: names } });
const anyPackage = { to: { origin: ['external', 'core'] } };
const serverPackages = { to: { origin: 'external' }, dependency: { module: SERVER_PACKAGES } };
const nodeBuiltins = { to: { origin: 'core' } };

const policies = [
  { from: { type: ['domain', 'module-domain'] }, allow: [local('domain'), packages(DOMAIN_PACKAGES)] },
  { from: { type: 'module-domain' }, allow: sameModule('domain') },
  { from: { type: ['application', 'module-application'] }, allow: [local('domain', 'application'), packages(APPLICATION_PACKAGES)] },
  { from: { type: 'module-application' }, allow: sameModule('domain', 'application') },
  { from: { type: ['adapters', 'module-adapters'] }, allow: [local('domain', 'application'), anyPackage] },
  { from: { type: 'adapters' }, allow: { to: { type: 'adapters', captured: { adapter: '{{ from.captured.adapter }}' } } } },
  ...Object.entries(ADAPTER_USES).map(([adapter, uses]) => ({
    from: { type: 'adapters', captured: { adapter } },
    allow: { to: { type: 'adapters', captured: { adapter: uses } } },
  })),
  { from: { type: 'module-adapters' }, allow: [sameModule('domain', 'application', 'adapters'), { to: { type: 'adapters', captured: { adapter: 'http' } } }] },
  { from: { type: ['ui', 'module-ui'] }, allow: [local('domain', 'application', 'ui'), { to: { origin: 'external' } }] },
  { from: { type: ['ui', 'module-ui'] }, disallow: serverPackages },
  { from: { type: 'module-ui' }, allow: sameModule('domain', 'application', 'ui') },
  {
    from: { type: 'module-root' },
    allow: [local('domain', 'application', 'adapters', 'ui', 'config'), sameModule('domain', 'application', 'adapters', 'ui'), anyPackage],
  },
  { from: { type: ['module-tests', 'config', 'outside'] }, allow: [{ to: { origin: 'local' } }, anyPackage] },
  // Node's built-ins stay out of the domain, the use cases and the browser.
  { from: { type: ['domain', 'module-domain', 'application', 'module-application', 'ui', 'module-ui'] }, disallow: nodeBuiltins },
  // A file of a module's tests or root may reach its own module only; the shared tree never reaches into one.
  {
    from: { type: ['module-tests', 'module-root'] },
    disallow: { to: { type: LAYERS.map((layer) => `module-${layer}`), captured: { module: '!{{ from.captured.module }}' } } },
  },
  { from: { type: ['domain', 'application', 'adapters', 'ui'] }, disallow: { to: { type: LAYERS.map((layer) => `module-${layer}`) } } },
];

export const dependencyRule = {
  files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['domain/**', 'application/**', 'adapters/**', 'ui/**', 'modules/**', 'config/**'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    'boundaries/legacy-templates': false,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '.css'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, checkInternals: true, rules: policies }],
  },
};
