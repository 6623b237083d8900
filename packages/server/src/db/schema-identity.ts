import type { JsonWebKey } from 'node:crypto';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Json, NullableTimestamp, Timestamps } from './schema';

/**
 * The tables of identity and security: users, roles and claims, keys, account codes, audit,
 * revocations, rate limits.
 */

export type IdentityUserTable = Timestamps & {
  id: Generated<string>;
  email: string;
  normalized_email: string;
  email_confirmed: Generated<boolean>;
  lockout_enabled: Generated<boolean>;
  lockout_end: NullableTimestamp;
  access_failed_count: Generated<number>;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  force_password_change: Generated<boolean>;
  password_hash: string | null;
  new_email: string | null;
  provider: string | null;
  password_history: Json<string[]>;
  profile_image_url: string | null;
  user_name: string | null;
  phone_number: string | null;
  phone_number_confirmed: Generated<boolean>;
  /** The address and name in lower case, one per line, for the name search (migration 0035). */
  search_text: GeneratedAlways<string>;
};

export type RoleTable = Timestamps & {
  id: Generated<string>;
  name: string;
  normalized_name: string;
};

export type UserRoleTable = Timestamps & {
  id: Generated<string>;
  user_id: string;
  role_id: string;
};

export type UserClaimTable = Timestamps & {
  id: Generated<string>;
  user_id: string;
  claim_type: string;
  claim_value: string;
  expires_at: NullableTimestamp;
};

export type RoleClaimTable = Timestamps & {
  id: Generated<string>;
  role_id: string;
  claim_type: string;
  claim_value: string;
};

export type SigningKeyTable = {
  id: Generated<string>;
  kid: string;
  alg: string;
  public_jwk: Json<JsonWebKey>;
  private_jwk: Json<JsonWebKey>;
  created_at: Generated<Date>;
  retired_at: NullableTimestamp;
};

/** A one-time code of an account flow, kept only as a hash (see areas/auth/account-tokens). */
export type AccountTokenTable = {
  id: Generated<string>;
  user_id: string;
  purpose: string;
  token_hash: string;
  /** The address an e-mail change confirms. */
  new_email: string | null;
  /** The phone number an SMS verification code was sent to. */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date, Date>;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type AuditLogTable = {
  id: Generated<string>;
  app_name: string | null;
  actor_user_id: string | null;
  action: string;
  subject_user_id: string | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Generated<Date>;
};

/** A revoked access token, grant, or every token of a user issued before a moment. */
export type TokenRevocationTable = {
  kind: 'token' | 'grant' | 'user';
  value: string;
  not_before: NullableTimestamp;
  keep_grant: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
};

/** A fixed-window counter of a rate limit, shared by every instance. */
export type RateLimitWindowTable = { key: string; count: number; reset_at: Date };

/** One record of the OpenID Connect provider (see identity/oidc/oidc-adapter). */
export type OidcPayloadTable = {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
};
