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

/*
 * The server's layering. A module (server/src/modules/<a>/) reaches another module only through
 * that module's service (`../<b>/<b>.service` or `../<b>/<b>.<part>.service`), never its
 * repository, routes or other internals, so a module's SQL and rules have callers only inside
 * it; modules import neither the seed nor the command-line tools, which sit above them. lib/ and
 * db/ import no module. A plugin imports no module either, but for its own: plugins/auth.ts and
 * plugins/media.ts are the app-wide hooks of the auth and media modules (authenticate and
 * staffOnly, canReadMedia), so each may use its module's files, and any other module only
 * through its service.
 *
 * Tests reach further. A module's tests and factories (*.test.ts, *.factories.ts, testing/) may
 * use another module's service, factories, rules and constants, and the seed, but not its
 * repository or routes: a fixture of another module is written through that module's factory,
 * and its routes are called through `app.inject`. server/test/ holds the suites of the app as a
 * whole (access matrix, backups, security, outages), free to set up any row they need.
 *
 * No folder loop: a module may not import a module that, through the non-test files of any
 * modules, already imports it (the graph is read from the sources when the linter starts).
 */
const SERVER = new URL('./server/src/', import.meta.url);
const modules = fs
  .readdirSync(new URL('modules/', SERVER), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const isTest = (file) => /\.(test|factories)\.ts$|(^|\/)testing\//.test(file);
const TESTS = ['**/*.test.ts', '**/*.factories.ts', '**/testing/**'];

/** Which modules the non-test files of each module import. */
function moduleGraph() {
  const edges = new Map(modules.map((m) => [m, new Set()]));
  for (const from of modules) {
    const dir = new URL(`modules/${from}/`, SERVER);
    for (const file of fs.readdirSync(dir, { recursive: true })) {
      if (!file.endsWith('.ts') || isTest(file)) continue;
      const text = fs.readFileSync(new URL(file, dir), 'utf8');
      for (const [, to] of text.matchAll(/from '(?:\.\.\/)+([a-z-]+)\//g))
        if (to !== from && edges.has(to)) edges.get(from).add(to);
    }
  }
  return edges;
}
const graph = moduleGraph();
const reaches = (from, to, seen = new Set()) =>
  graph.get(from).has(to) ||
  [...graph.get(from)].some((m) => !seen.has(m) && (seen.add(m), reaches(m, to, seen)));

const others = (name) => modules.filter((m) => m !== name).join('|');
const THROUGH_SERVICE =
  'A module reaches another only through its service (../<b>/<b>.service or <b>.<part>.service): never its repository, routes or internals.';
const NOT_IN_TESTS =
  "A test reaches another module through its service or factories (a fixture is written by its owner's factory), never its repository or routes.";
// Another module's file other than its service; `(?<m>…)` names the module, so that only
// `<m>.service` and `<m>.<part>.service` pass.
const otherThanService = (prefix, names) =>
  `^${prefix}(?<m>${names})/(?!\\k<m>\\.([a-z-]+\\.)?service$)`;

const serverLayering = [
  ...modules.map((name) => {
    const loops = modules.filter((m) => m !== name && reaches(m, name));
    return {
      files: [`server/src/modules/${name}/**/*.ts`],
      ignores: TESTS,
      rules: restrict([
        { regex: otherThanService('(\\.\\./)+', others(name)), message: THROUGH_SERVICE },
        {
          regex: '^(\\.\\./)+(seed|cli|backup)(/|$)',
          message: 'Modules sit below the seed and the command-line tools and import neither.',
        },
        ...loops.map((m) => ({
          regex: `^(\\.\\./)+${m}/`,
          message: `Folder loop: ${m} already imports ${name} (directly or through other modules); one of them must stop.`,
        })),
      ]),
    };
  }),
  ...modules.map((name) => ({
    files: TESTS.map((t) => `server/src/modules/${name}/${t}`),
    rules: restrict([
      {
        regex: `^(\\.\\./)+(${others(name)})/(.+/)?[^/]+\\.(repository|routes)$`,
        message: NOT_IN_TESTS,
      },
    ]),
  })),
  {
    files: ['server/src/lib/**/*.ts', 'server/src/db/**/*.ts'],
    rules: restrict([
      {
        regex: '^(\\.\\./)+modules(/|$)',
        message: 'lib/ and db/ import no module: what modules share moves down here instead.',
      },
    ]),
  },
  ...fs
    .readdirSync(new URL('plugins/', SERVER))
    .filter((f) => f.endsWith('.ts'))
    .map((file) => {
      const own = file.replace(/\.ts$/, '');
      const names = modules.includes(own) ? others(own) : modules.join('|');
      return {
        files: [`server/src/plugins/${file}`],
        rules: restrict([
          {
            regex: otherThanService('\\.\\./modules/', names),
            message: `A plugin reaches a module only through its service${modules.includes(own) ? ` (its own, ${own}, excepted)` : ''}.`,
          },
        ]),
      };
    }),
];

/*
 * The bench measures the server from outside: through its HTTP API and its configuration. It may
 * build the app in its own process (server/src/app and server/src/config), and nothing else of
 * the server's sources: no repository, seed function or module.
 */
const benchLayering = {
  files: ['bench/**/*.ts'],
  rules: restrict([
    {
      regex: '^((\\.\\./)+server/src/(?!(app|config)$)|@pariksha/server(/|$))',
      message:
        'The bench reaches the server through its HTTP API and configuration (server/src/app and config only).',
    },
  ]),
};

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
    files: ['web/src/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...layering,
  ...serverLayering,
  benchLayering,
);
