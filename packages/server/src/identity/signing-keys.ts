import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toJson, type Database, type SigningKeyRow } from '../db/schema';

export const SIGNING_ALG = 'ES256';

export type SigningKey = { kid: string; privateKey: KeyObject; publicKey: KeyObject };

/** The active signing keys: `current` signs, any of them verifies. */
export type KeyRing = {
  current: () => SigningKey;
  find: (kid: string) => SigningKey | undefined;
  /** Reloads from the database (another instance may have added a key); rate-limited. */
  refresh: () => Promise<void>;
};

const REFRESH_INTERVAL_MS = 10_000;

/** RFC 7638 thumbprint of an EC public key: stable, so every instance names a key alike. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

function toSigningKey(row: SigningKeyRow): SigningKey {
  return {
    kid: row.kid,
    privateKey: createPrivateKey({ key: row.private_jwk, format: 'jwk' }),
    publicKey: createPublicKey({ key: row.public_jwk, format: 'jwk' }),
  };
}

async function activeKeys(db: Kysely<Database>): Promise<SigningKeyRow[]> {
  return db
    .selectFrom('signing_key')
    .selectAll()
    .where('retired_at', 'is', null)
    .where('alg', '=', SIGNING_ALG)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Stores a new P-256 key pair; answers its key id. */
export async function createSigningKey(db: Kysely<Database>): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicJwk = publicKey.export({ format: 'jwk' });
  const kid = thumbprint(publicJwk);
  await db
    .insertInto('signing_key')
    .values({
      kid,
      alg: SIGNING_ALG,
      public_jwk: toJson(publicJwk),
      private_jwk: toJson(privateKey.export({ format: 'jwk' })),
    })
    .execute();
  return kid;
}

/** Loads the active keys, creating the first key pair on a new database. */
export async function loadKeyRing(db: Kysely<Database>): Promise<KeyRing> {
  let rows = await activeKeys(db);
  if (rows.length === 0) {
    await createSigningKey(db);
    rows = await activeKeys(db);
  }
  let keys = rows.map(toSigningKey);
  let lastRefresh = 0;
  return {
    current: () => keys[0] as SigningKey,
    find: (kid) => keys.find((key) => key.kid === kid),
    refresh: async () => {
      if (Date.now() - lastRefresh < REFRESH_INTERVAL_MS) return;
      lastRefresh = Date.now();
      const fresh = await activeKeys(db);
      if (fresh.length > 0) keys = fresh.map(toSigningKey);
    },
  };
}
