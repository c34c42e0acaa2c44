import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import fs from 'node:fs';

/*
 * The web app's layering: app/ assembles features; a feature imports only itself, components/
 * and lib/; components/ and lib/ import no feature and not the app. One block per feature, with
 * no-restricted-imports, so no import plugin is needed.
 */
const features = fs
  .readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const SHARED =
  'Features never import each other; move what two features need into components/ or lib/.';
const APP = 'The app assembles features; nothing below it imports web/src/app.';

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ caseSensitive: true, ...p })) },
  ],
});

const layering = [
  ...features.map((name) => ({
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict([
      { regex: `^@/features/(?!${name}/)`, message: SHARED },
      // A relative path that climbs into a sibling feature's folders.
      {
        regex: `^(\\.\\./)+(?!${name}/)[^./][^/]*/(api|components|hooks|lib|pages)(/|$)`,
        message: SHARED,
      },
      { regex: '^(@/|(\\.\\./)+)app(/|$)', message: APP },
    ]),
  })),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: restrict([
      {
        regex: '^(@/|(\\.\\./)+)features(/|$)',
        message: 'components/ and lib/ import no feature.',
      },
      { regex: '^(@/|(\\.\\./)+)app(/|$)', message: APP },
    ]),
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...layering,
);
