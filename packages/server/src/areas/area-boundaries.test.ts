import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * The project's own lint configuration, without the type-aware parsing (the files linted here
 * exist only as text, and the boundary rule reads import paths alone).
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) =>
  ruleErrors('no-restricted-imports', filePath, code);
const sqlErrors = (filePath: string, code: string) =>
  ruleErrors('no-restricted-syntax', filePath, code);

const useIt = (names: string) => `export const used = [${names}];\n`;

describe('the area boundary lint rule', () => {
  it("refuses another area's store", async () => {
    const errors = await boundaryErrors(
      'packages/server/src/areas/event/event-example.service.ts',
      `import { findRegistration } from '../participant/participant.store';\n${useIt('findRegistration')}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Another area's store or routes file");
  });

  it("refuses another area's routes, a type-only import, a re-export and a deeper path", async () => {
    const errors = await boundaryErrors(
      'packages/server/src/areas/usergroup/nested/example.ts',
      [
        `import { registerEventRoutes } from '../../event/event.routes';`,
        `import type { FormatRow } from '../../../areas/profile-instrument/instrument.store.ts';`,
        `export { awardsOf } from '../../crmaccount/crmaccount-write.store';`,
        `export type Row = FormatRow;`,
        useIt('registerEventRoutes'),
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
  });

  it("allows the area's own store and routes, another area's service and the shared modules", async () => {
    const errors = await boundaryErrors(
      'packages/server/src/areas/event/event-example.service.ts',
      [
        `import { findEvent } from './event.store';`,
        `import { registerEventRoutes } from './event.routes';`,
        `import { registrationOf } from '../participant/participant.service';`,
        `import { pageWindow } from '../../db/query-helpers';`,
        // The server's job runner, not the jobs area: two folders up is outside the areas.
        `import { listRuns } from '../../jobs/job-runs.store';`,
        useIt('findEvent, registerEventRoutes, registrationOf, pageWindow, listRuns'),
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves tests and the composition of areas free to reach any store', async () => {
    const code = `import { findEvent } from '../event/event.store';\n${useIt('findEvent')}`;
    expect(
      await boundaryErrors('packages/server/src/areas/participant/example.test.ts', code),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/server/src/areas/index.ts',
        `import { findEvent } from './event/event.store';\n${useIt('findEvent')}`,
      ),
    ).toEqual([]);
  });
});

describe('the SQL-in-stores lint rule', () => {
  const queries = [
    `import { sql, type Kysely } from 'kysely';`,
    `import type { Database } from '../../db/schema';`,
    `export const one = (db: Kysely<Database>) => db.selectFrom('event').selectAll().execute();`,
    `export const two = (db: Kysely<Database>) => db.deleteFrom('event').execute();`,
    `export const three = sql\`select 1\`;`,
  ].join('\n');

  it('refuses a query or the sql template in a service, a policy or routes', async () => {
    for (const file of ['event-example.service.ts', 'event.policy.ts', 'event-example.routes.ts']) {
      const errors = await sqlErrors(`packages/server/src/areas/event/${file}`, queries);
      expect(errors, file).toHaveLength(3);
      expect(errors[0]).toContain('SQL lives in stores');
    }
  });

  it('allows them in a store, a test and test support', async () => {
    for (const file of ['event-example.store.ts', 'example.test.ts', 'event-test-support.ts']) {
      expect(await sqlErrors(`packages/server/src/areas/event/${file}`, queries), file).toEqual([]);
    }
  });
});
