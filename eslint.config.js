import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The repository's root: zones and projects are read from here whichever workspace runs the lint. */
const root = fileURLToPath(new URL('.', import.meta.url));

// apps/server/src outside db/: every folder and file there (db/schema is the repositories' alone)
const serverOutsideDb = readdirSync(new URL('./apps/server/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.name !== 'db')
  .map((entry) => `./apps/server/src/${entry.name}`);
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// packages never import apps (nor the tools that build from the packages' data)
const packagesNotApps = { target: './packages', from: './apps', message: 'Packages must not import apps or tools.' };
// nor tools, but for tools/chromium (where Debian's Chromium is), which ui's visual tests launch
const packagesNotTools = { target: './packages', from: './tools', except: ['./chromium'], message: 'Packages must not import apps or tools.' };
// packages/ui knows nothing of routes, data fetching or the APIs
const uiTakesProps = {
  target: './packages/ui',
  from: ['./packages/api', './packages/i18n', './packages/content'],
  message: 'packages/ui takes everything through props.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/test-results/**', '**/playwright-report/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tools/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'].map(
            (p) => root + p,
          ),
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            packagesNotApps,
            packagesNotTools,
            uiTakesProps,
            // tools (the artwork generator) work from the packages' data, never from an app's code
            { target: './tools', from: './apps', message: 'Tools must not import apps: share through a package.' },
            // shared folders of the web app never import features
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared code must not import a feature.',
            },
            // pages and shared code see of the app's frame only the router's contract with them
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/features'],
              from: './apps/web/src/app',
              except: ['./routing/page-module.ts', './routing/current-page.tsx'],
              message: 'Only app/routing/page-module.ts and current-page.tsx are for pages and shared code; the rest of app/ assembles them.',
            },
            // the server's layers: routes, the site and the studio → jobs → repositories (db) → the database;
            // cache/ keeps answers for routes and the site;
            // lib/ holds what every layer uses and imports none of them; html-dom/ (the DOM thread) imports lib neither
            ...[
              ['lib', ['routes', 'site', 'studio', 'jobs', 'operator', 'cli', 'cache']],
              ['html-dom', ['routes', 'site', 'studio', 'jobs', 'operator', 'cli', 'cache', 'db', 'lib']],
              ['cache', ['routes', 'site', 'studio', 'jobs', 'operator', 'cli', 'db']],
              ['db', ['routes', 'site', 'studio', 'jobs', 'operator', 'cli']],
              ['jobs', ['routes', 'site', 'studio', 'operator', 'cli']],
              ['routes', ['site', 'studio', 'operator', 'cli']],
              ['site', ['routes', 'studio', 'operator', 'cli']],
              ['studio', ['routes', 'operator', 'cli']],
              ['operator', ['routes', 'site', 'cli']],
            ].map(([layer, above]) => ({
              target: `./apps/server/src/${layer}`,
              from: above.map((name) => `./apps/server/src/${name}`),
              message: `apps/server/src/${layer} is below ${above.join(', ')}: it must not import them.`,
            })),
            // the tables are the repositories' (db/*-repo.ts): queries live there, nowhere else
            {
              target: serverOutsideDb,
              from: './apps/server/src/db/schema',
              message: 'Only apps/server/src/db imports db/schema: put the query in a repository there (db/*-repo.ts).',
            },
            // features never import each other
            ...features.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features must not import each other: move shared code to components or lib (data queries: @inphr/api/queries).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Stories show the components with the site's real texts: they read packages/i18n's resources
    // (stories are not part of the published package). The other zones still hold.
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/stories/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [packagesNotApps, packagesNotTools, { ...uiTakesProps, from: ['./packages/api', './packages/content'] }] },
      ],
    },
  },
  {
    // The server's DOM lives in its HTML thread (html-dom/thread.ts): loaded in the server's own
    // thread, it would stay for the process's lifetime.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/html-dom/work.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['jsdom', 'dompurify'].map((name) => ({
            name,
            message: 'Only apps/server/src/html-dom/work.ts loads a DOM: ask the HTML thread (lib/sanitize.ts).',
          })),
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // All visible text comes from the i18n resources (packages/ui receives it through props).
    files: ['apps/web/src/**/*.tsx', 'apps/studio/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    // Stories and their docs widgets (packages/ui/src/stories) are Storybook's, not the site's.
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**', 'packages/ui/src/stories/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', 'jsx-attributes': { include: ['alt', 'aria-label', 'title', 'placeholder', 'label'] } }],
    },
  },
);
