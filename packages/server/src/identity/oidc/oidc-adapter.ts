import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { toJson, type Database } from '../../db/schema';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The row's payload as the provider expects it back: `consumed` marks a used code or token. */
function revive(row: { payload: Record<string, unknown>; consumed_at: Date | null }) {
  const payload = row.payload as AdapterPayload;
  return row.consumed_at ? { ...payload, consumed: seconds(row.consumed_at) } : payload;
}

/**
 * Storage of the OpenID Connect provider in the `oidc_payload` table, one adapter per model
 * (Session, Interaction, AccessToken, ...). Expired rows are never answered.
 */
export function createOidcAdapter(db: Kysely<Database>): AdapterFactory {
  return (model: string): Adapter => {
    const live = () =>
      db
        .selectFrom('oidc_payload')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) =>
          eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]),
        );

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        const values = {
          payload: toJson(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresAt,
        };
        await db
          .insertInto('oidc_payload')
          .values({ model, id, ...values })
          .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
          .execute();
      },
      async find(id) {
        const row = await live().where('id', '=', id).executeTakeFirst();
        return row ? revive(row) : undefined;
      },
      async findByUid(uid) {
        const row = await live().where('uid', '=', uid).executeTakeFirst();
        return row ? revive(row) : undefined;
      },
      async findByUserCode(userCode) {
        const row = await live().where('user_code', '=', userCode).executeTakeFirst();
        return row ? revive(row) : undefined;
      },
      async consume(id) {
        await db
          .updateTable('oidc_payload')
          .set({ consumed_at: sql<Date>`now()` })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db
          .deleteFrom('oidc_payload')
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async revokeByGrantId(grantId) {
        await db
          .deleteFrom('oidc_payload')
          .where('model', '=', model)
          .where('grant_id', '=', grantId)
          .execute();
      },
    };
  };
}
