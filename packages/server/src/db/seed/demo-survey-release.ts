import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrandKey, TSurveyBody } from '@portal/core';
import { insertDefinition } from '../../areas/survey/survey-definitions.store';
import { insertRelease } from '../../areas/survey/survey-releases.store';
import type { Database } from '../schema';

/**
 * A demo definition with one named release open from now (no owner, not public), unless the
 * brand has a definition of that name: answers the release's id, or null when it was there.
 */
export async function insertDemoRelease(
  trx: Kysely<Database>,
  brand: BrandKey,
  definition: { name: string; body: TSurveyBody },
  release: { name: string; trigger_type: string },
  now: Date,
): Promise<string | null> {
  const seeded = await trx
    .selectFrom('survey_definition')
    .select('id')
    .where('app_name', '=', brand)
    .where('name', '=', definition.name)
    .executeTakeFirst();
  if (seeded) return null;
  const definitionId = await insertDefinition(trx, brand, { ...definition, by: null, now });
  return insertRelease(trx, {
    ...release,
    app_name: brand,
    definition_id: definitionId,
    release_group_id: null,
    opens_at: now,
    closes_at: null,
    anonymous: false,
    uniqueness: 'PersonAndEntity',
    allow_multiple: false,
    reminder_days: null,
    is_public: false,
    owner_user_account_id: null,
    short_code: randomBytes(9).toString('base64url'),
  });
}
