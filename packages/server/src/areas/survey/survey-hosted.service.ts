import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrandKey, TSurveyBody } from '@portal/core';
import type { Database } from '../../db/schema';
import { insertDefinition } from './survey-definitions.store';
import { insertRelease, type ReleaseValues } from './survey-releases.store';
import { findResultsRelease } from './survey-results.store';
import { ensureInvitation } from './survey-take.store';

type Db = Kysely<Database>;

/**
 * What other areas that run surveys of their own (the post-event survey) use of the survey
 * module: a definition released once for them, a person's invitation about one of their
 * entities, and a release as its results read it.
 */

/** A new definition (version 1) and its one release, in the caller's transaction if any. */
export function createHostedRelease(
  db: Db,
  brand: BrandKey,
  input: {
    body: TSurveyBody;
    name: string;
    now: Date;
    release: Omit<ReleaseValues, 'app_name' | 'definition_id' | 'name'>;
  },
): Promise<string> {
  const work = async (trx: Db) => {
    const definitionId = await insertDefinition(trx, brand, {
      name: input.name,
      body: input.body,
      by: null,
      now: input.now,
    });
    return insertRelease(trx, {
      ...input.release,
      app_name: brand,
      definition_id: definitionId,
      name: input.name,
      short_code: randomBytes(9).toString('base64url'),
    });
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A person's invitation to a release about an entity of the hosting area, made once. */
export const inviteAbout = (
  db: Db,
  values: { releaseId: string; userAccountId: string; entityType: string; entityId: string },
) => ensureInvitation(db, { ...values, code: randomBytes(32).toString('base64url') });

/** A release as its results read it (404 for the caller when undefined). */
export const hostedResultsRelease = (db: Db, brand: BrandKey, releaseId: string) =>
  findResultsRelease(db, brand, releaseId);
