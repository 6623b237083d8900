import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Areas keep to their rooms: a file of one server area (packages/server/src/areas/<area>/) never
 * imports another area's store (its SQL) or routes (its HTTP). What several areas need lives in a
 * shared module (packages/server/src/shared, db, http) or is exported by the owning area's service.
 * Tests are exempt: they arrange rows in any area's tables.
 */
const AREAS_DIR = 'packages/server/src/areas';
const areas = readdirSync(new URL(`./${AREAS_DIR}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Folders below an area's own folder that the rule follows (a relative path climbs out of them). */
const MAX_AREA_DEPTH = 3;
const STORE_OR_ROUTES = String.raw`(?:[^/]+/)*[^/]+\.(?:store|routes)(?:\.[cm]?[jt]s)?$`;
const areaBoundaries = areas.flatMap((area) => {
  const others = `(?:${areas.filter((other) => other !== area).join('|')})`;
  return Array.from({ length: MAX_AREA_DEPTH }, (_, depth) => ({
    files: [`${AREAS_DIR}/${area}/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts', '**/*test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../` once per folder climbs to the areas folder; or a path through `areas/`.
              regex: String.raw`^(?:(?:\.\./){${depth + 1}}|(?:\.\./)+areas/)${others}/${STORE_OR_ROUTES}`,
              message: `Another area's store or routes file: use that area's service, or a shared module (see docs/architecture.md).`,
            },
          ],
        },
      ],
    },
  }));
});

/**
 * SQL lives in stores: in an area, only `*.store.ts` files build queries (Kysely's query starters
 * or the `sql` template); services, policies and routes call the store's named functions. Tests
 * and test support arrange rows as they need.
 */
const QUERY_STARTERS = '/^(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/';
const SQL_ONLY_IN_STORES =
  "SQL lives in stores: move this query into the area's store (see docs/architecture.md).";
const sqlInStores = {
  files: [`${AREAS_DIR}/**/*.ts`],
  ignores: ['**/*.store.ts', '**/*.test.ts', '**/*test-support.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.property.name=${QUERY_STARTERS}]`,
        message: SQL_ONLY_IN_STORES,
      },
      {
        selector: "ImportDeclaration[source.value='kysely'] ImportSpecifier[imported.name='sql']",
        message: SQL_ONLY_IN_STORES,
      },
    ],
  },
};

/**
 * Screens write dates, numbers and lists through core's locale formatting (`i18n/format.ts`), so
 * one page never mixes two ways of writing a date.
 */
const FORMAT_THROUGH_CORE =
  "Format with @portal/core's formatDate, formatDateTime, formatNumber or formatList (i18n/format.ts).";
const localeFormatting = {
  files: ['packages/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
        message: FORMAT_THROUGH_CORE,
      },
      {
        selector:
          "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|ListFormat|RelativeTimeFormat)$/]",
        message: FORMAT_THROUGH_CORE,
      },
    ],
  },
};

/** Every dialog of the web app is ui/Dialog: its focus goes back to the control that opened it. */
const DIALOG_THROUGH_UI = 'Use the Dialog of ui/Dialog.tsx: it gives focus back to its opener.';
const sharedDialog = {
  files: ['packages/web/src/**/*.{ts,tsx}'],
  ignores: ['packages/web/src/ui/Dialog.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@mui/material/Dialog', message: DIALOG_THROUGH_UI },
          { name: '@mui/material', importNames: ['Dialog'], message: DIALOG_THROUGH_UI },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise is awaited, returned or handed on with `void` (an error of one that
    // is dropped would be lost), and never given where a plain callback is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Vite reads its config itself; it is checked with the tools (vitest.config.ts extends it).
          allowDefaultProject: ['packages/web/vite.config.ts'],
          defaultProject: 'tsconfig.tools.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...areaBoundaries,
  sqlInStores,
  localeFormatting,
  sharedDialog,
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
