import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The longest lifetime of an access token: a revocation is kept this long (plus skew). */
export const ACCESS_TOKEN_SECONDS = 3600;
/** Tolerated clock difference between the instance that issued a token and the one reading it. */
export const CLOCK_SKEW_SECONDS = 60;
/**
 * How old the in-memory copy of the revocation list may be before a call reads it again: the
 * longest time another instance still accepts a token revoked elsewhere. The instance that
 * revokes reads the list again on its next call.
 */
export const REVOCATION_CACHE_MS = 2000;
const PURGE_INTERVAL_MS = 60_000;

/** What the revocation check reads of a verified token. */
export type RevocableToken = {
  jti: string | undefined;
  /** The provider's grant the token was issued under (absent on tokens signed elsewhere). */
  gid: string | undefined;
  sub: string;
  /** The admin of an impersonating token: revoking the admin's tokens revokes it too. */
  originalUserId: string | undefined;
  iat: number;
};

export type RevocationList = {
  /** Synchronous while the in-memory copy is fresh (the hot path of every signed-in call). */
  isRevoked: (token: RevocableToken) => boolean | Promise<boolean>;
};

// Bumped by every revocation written in this process: the next check reads the list again.
let localGeneration = 0;
const expiry = () => new Date(Date.now() + (ACCESS_TOKEN_SECONDS + CLOCK_SKEW_SECONDS) * 1000);

/** Revokes one access token by its id. */
export async function revokeToken(db: Kysely<Database>, jti: string): Promise<void> {
  await db
    .insertInto('token_revocation')
    .values({ kind: 'token', value: jti, expires_at: expiry() })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute();
  localGeneration += 1;
}

/** Revokes every access token issued under a grant of the provider. */
export async function revokeGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db
    .insertInto('token_revocation')
    .values({ kind: 'grant', value: grantId, expires_at: expiry() })
    .onConflict((oc) => oc.columns(['kind', 'value']).doUpdateSet({ expires_at: expiry() }))
    .execute();
  localGeneration += 1;
}

/**
 * Revokes every access token of a user issued before this second (and those of an admin's
 * impersonation of someone else), except those of `keepGrant`. Token times are whole seconds:
 * a token issued in the very second of the revocation is spared, so that a renewal right after
 * it works; the provider's tokens are revoked precisely through their grant (endSessions).
 */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: string,
  keepGrant: string | null = null,
): Promise<void> {
  const values = { not_before: sql<Date>`now()`, keep_grant: keepGrant, expires_at: expiry() };
  await db
    .insertInto('token_revocation')
    .values({ kind: 'user', value: userId, ...values })
    .onConflict((oc) => oc.columns(['kind', 'value']).doUpdateSet(values))
    .execute();
  localGeneration += 1;
}

const PROVIDER_MODELS = [
  'Session',
  'Grant',
  'RefreshToken',
  'AuthorizationCode',
  'AccessToken',
  'Interaction',
];

/**
 * Ends every session of a user: the provider's sessions (so silent renewal asks to sign in),
 * grants and refresh tokens are deleted, and the access tokens issued so far are revoked. The
 * session of `keepGrant` (the one that changed its own password) is spared.
 */
export async function endSessions(
  db: Kysely<Database>,
  userIds: readonly string[],
  keepGrant: string | null = null,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    const grants = await db
      .selectFrom('oidc_payload')
      .select('id')
      .where('model', '=', 'Grant')
      .where(sql<string>`payload->>'accountId'`, '=', userId)
      .execute();
    for (const { id } of grants) if (id !== keepGrant) await revokeGrant(db, id);
    let query = db
      .deleteFrom('oidc_payload')
      .where('model', 'in', PROVIDER_MODELS)
      .where(sql<string>`payload->>'accountId'`, '=', userId);
    if (keepGrant) {
      // A session names its grants in its payload; the kept one stays with its session.
      query = query
        .where((eb) => eb.or([eb('grant_id', 'is', null), eb('grant_id', '!=', keepGrant)]))
        .where(sql<string>`payload::text`, 'not like', `%"${keepGrant}"%`);
    }
    await query.execute();
    await revokeUserTokens(db, userId, keepGrant);
  }
}

type Snapshot = {
  tokens: ReadonlySet<string>;
  grants: ReadonlySet<string>;
  users: ReadonlyMap<string, { notBefore: number; keepGrant: string | null }>;
};

async function loadSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const rows = await db
    .selectFrom('token_revocation')
    .select(['kind', 'value', 'not_before', 'keep_grant'])
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  const tokens = new Set<string>();
  const grants = new Set<string>();
  const users = new Map<string, { notBefore: number; keepGrant: string | null }>();
  for (const row of rows) {
    if (row.kind === 'token') tokens.add(row.value);
    else if (row.kind === 'grant') grants.add(row.value);
    else if (row.not_before) {
      const notBefore = Math.floor(row.not_before.getTime() / 1000);
      users.set(row.value, { notBefore, keepGrant: row.keep_grant });
    }
  }
  return { tokens, grants, users };
}

function revokedIn(snapshot: Snapshot, token: RevocableToken): boolean {
  if (token.jti && snapshot.tokens.has(token.jti)) return true;
  if (token.gid && snapshot.grants.has(token.gid)) return true;
  return [token.sub, token.originalUserId].some((userId) => {
    const user = userId === undefined ? undefined : snapshot.users.get(userId);
    return !!user && token.iat < user.notBefore && (!token.gid || token.gid !== user.keepGrant);
  });
}

/**
 * The revocation list of the database with an in-memory copy at most REVOCATION_CACHE_MS old
 * (and read again after any revocation written by this process). Expired entries are deleted
 * now and then.
 */
export function createRevocationList(
  db: Kysely<Database>,
  options: { maxAgeMs?: number } = {},
): RevocationList {
  const maxAgeMs = options.maxAgeMs ?? REVOCATION_CACHE_MS;
  let snapshot: Snapshot | undefined;
  let loadedAt = 0;
  let loadedGeneration = -1;
  let purgedAt = 0;
  let loading: Promise<Snapshot> | undefined;

  const reload = () => {
    loading ??= (async () => {
      const generation = localGeneration;
      const started = Date.now();
      try {
        if (started - purgedAt > PURGE_INTERVAL_MS) {
          purgedAt = started;
          await db
            .deleteFrom('token_revocation')
            .where('expires_at', '<=', sql<Date>`now()`)
            .execute();
        }
        snapshot = await loadSnapshot(db);
        loadedAt = started;
        loadedGeneration = generation;
        return snapshot;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  return {
    isRevoked: (token) => {
      const fresh = Date.now() - loadedAt < maxAgeMs && loadedGeneration === localGeneration;
      if (snapshot && fresh) return revokedIn(snapshot, token);
      return reload().then((loaded) => revokedIn(loaded, token));
    },
  };
}
