// ESLint flat config: typescript-eslint's recommended rules everywhere, the React hooks rules on ui/.
// `npm run lint`; `npm test` runs it before vitest.
import Module, { createRequire } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import { dependencyRule } from './eslint/dependency-rule.js';

// typescript-eslint parses with the classic TypeScript API (peer `typescript` <6.1). The project's
// `typescript` is 7, the Go port, which ships no JS API, so the linter alone loads `typescript6`
// (npm:typescript@~6.0.3) wherever its packages `require('typescript')`; `tsc` stays TypeScript 7.
// (package.json's "overrides" lets typescript-eslint's peer range accept the root TypeScript 7.)
const typescript6 = createRequire(import.meta.url).resolve('typescript6');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'typescript' ? typescript6 : request, ...rest);
};
const { default: tseslint } = await import('typescript-eslint');

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'coverage/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
  },
  js.configs.recommended,
  // Syntax-only rules: type-aware linting would need the TypeScript 6 program here, not the project's 7,
  // and typechecking is `tsc`'s job.
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, destructuring to omit a key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Cases that share one answer may each carry a comment (adapters/http/routes: status per error code).
      'no-fallthrough': ['error', { allowEmptyCase: true }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'modules/*/ui/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // React Compiler rules that this SSR code's deliberate idioms trip (no React Compiler here):
      // browser-only state (localStorage, the date, the viewport) is read after hydration, in an effect;
      'react-hooks/set-state-in-effect': 'off',
      // the latest props kept in a ref for the machines' actors and debounced callbacks (STYLE: actors supplied by the caller).
      'react-hooks/refs': 'off',
    },
  },
  // The dependency rule between the layers, the feature modules and the adapters (docs/architecture.md).
  dependencyRule,
  {
    // Browser journeys run functions inside the page (page.evaluate), where `window` and `document` exist.
    files: ['tests/**/*.{ts,tsx}', 'modules/*/tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
