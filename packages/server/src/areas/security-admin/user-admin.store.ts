import type { Kysely, Selectable, Updateable } from 'kysely';
import type {
  BrandKey,
  PagedQuery,
  PagedResult,
  TRoleClaimGrant,
  TUserClaim,
  TUserDetail,
  TUserSummary,
} from '@portal/core';
import { toJson, type Database, type IdentityUserTable } from '../../db/schema';
import { normalizeEmail } from '../../identity/identity-users.store';
import {
  pageWindow,
  searchTextContains,
  sortColumn,
  totalOf,
  windowTotal,
} from '../../db/query-helpers';
import { holderIds, type UserFilter } from './claim-holders.store';

type UserRow = Selectable<IdentityUserTable>;

const SORTABLE = {
  email: 'u.email',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  createdAt: 'u.created_at',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(row: UserRow, roles: string[]): TUserSummary {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.email_confirmed,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    lockoutEnabled: row.lockout_enabled,
    lockoutEnd: iso(row.lockout_end),
    accessFailedCount: row.access_failed_count,
    forcePasswordChange: row.force_password_change,
    roles,
    createdAt: row.created_at.toISOString(),
  };
}

export function claimOf(row: {
  id: string;
  user_id: string;
  claim_type: string;
  claim_value: string;
  expires_at: Date | null;
}): TUserClaim {
  return {
    id: row.id,
    userId: row.user_id,
    claimType: row.claim_type,
    claimValue: row.claim_value,
    expiresAt: iso(row.expires_at),
  };
}

/** The role names of each user, by name. */
async function rolesOfUsers(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const roles = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  for (const row of rows) roles.get(row.user_id)?.push(row.name);
  return roles;
}

/**
 * A page of identity users: the search text in the e-mail, first or last name (or both names);
 * optionally only the users a filter keeps (a role's or a claim's, claims as they grant at `now`).
 */
export async function searchUsers(
  db: Kysely<Database>,
  query: PagedQuery,
  filter: UserFilter | undefined,
  now: Date,
): Promise<PagedResult<TUserSummary>> {
  let filtered = db.selectFrom('identity_user as u');
  if (filter) filtered = filtered.where('u.id', 'in', holderIds(db, filter, now));
  if (query.search) filtered = filtered.where(searchTextContains('u.search_text', query.search));
  const sort = sortColumn(query, SORTABLE, 'u.email');
  const { offset, limit } = pageWindow(query);
  // The page's ids (and for a search the count: `windowTotal`), then the page's rows by id.
  const page = await filtered
    .select('u.id')
    .$if(Boolean(query.search), (qb) => qb.select(windowTotal()))
    .orderBy(sort.column, query.sortAscending ? 'asc' : 'desc')
    .orderBy('u.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await totalOf(page, async () => {
    const all = await filtered
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return all.n;
  });
  const ids = page.map((row) => row.id);
  const [rows, roles] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom('identity_user').selectAll().where('id', 'in', ids).execute(),
    rolesOfUsers(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    count,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [summaryOf(row, roles.get(id) ?? [])] : [];
    }),
    sortAscending: query.sortAscending,
    sortProperty: sort.property ?? 'email',
  };
}

export function findUserRow(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('identity_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's own claims (also expired ones: the admin sees and can renew them). */
export async function userClaims(db: Kysely<Database>, userId: string): Promise<TUserClaim[]> {
  const rows = await db
    .selectFrom('user_claim')
    .select(['id', 'user_id', 'claim_type', 'claim_value', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('claim_type')
    .orderBy('claim_value')
    .execute();
  return rows.map(claimOf);
}

async function roleClaimGrants(db: Kysely<Database>, userId: string): Promise<TRoleClaimGrant[]> {
  const rows = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .innerJoin('role_claim as rc', 'rc.role_id', 'r.id')
    .select(['r.name', 'rc.claim_type', 'rc.claim_value'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .orderBy('rc.claim_type')
    .execute();
  return rows.map((r) => ({
    roleName: r.name,
    claimType: r.claim_type,
    claimValue: r.claim_value,
  }));
}

export async function findUserDetail(
  db: Kysely<Database>,
  id: string,
): Promise<TUserDetail | undefined> {
  const row = await findUserRow(db, id);
  if (!row) return undefined;
  const [roles, claims, roleClaims] = await Promise.all([
    rolesOfUsers(db, [id]),
    userClaims(db, id),
    roleClaimGrants(db, id),
  ]);
  return {
    ...summaryOf(row, roles.get(id) ?? []),
    userName: row.user_name,
    provider: row.provider,
    newEmail: row.new_email,
    profileImageUrl: row.profile_image_url,
    claims,
    roleClaims,
  };
}

/** The columns an admin edits; undefined leaves a column as it is. */
export type UserChanges = {
  email?: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  emailConfirmed?: boolean;
  lockoutEnabled?: boolean;
  lockoutEnd?: Date | null;
  forcePasswordChange?: boolean;
};

function columnsOf(changes: UserChanges): Updateable<IdentityUserTable> {
  const columns: Updateable<IdentityUserTable> = {};
  if (changes.firstName !== undefined) columns.first_name = changes.firstName;
  if (changes.middleName !== undefined) columns.middle_name = changes.middleName;
  if (changes.lastName !== undefined) columns.last_name = changes.lastName;
  if (changes.phoneNumber !== undefined) columns.phone_number = changes.phoneNumber;
  if (changes.emailConfirmed !== undefined) columns.email_confirmed = changes.emailConfirmed;
  if (changes.lockoutEnabled !== undefined) columns.lockout_enabled = changes.lockoutEnabled;
  if (changes.forcePasswordChange !== undefined) {
    columns.force_password_change = changes.forcePasswordChange;
  }
  if (changes.lockoutEnd !== undefined) {
    columns.lockout_end = changes.lockoutEnd;
    // Unlocking also forgets the failed sign-ins that led to the lock.
    if (changes.lockoutEnd === null) columns.access_failed_count = 0;
  }
  return columns;
}

/**
 * Creates an identity user without a password (it sets one through the reset flow) and its
 * user account in the brand. Undefined when the e-mail is taken.
 */
export async function insertUser(
  db: Kysely<Database>,
  input: UserChanges & { email: string },
  brand: BrandKey,
  now: Date,
): Promise<string | undefined> {
  const user = await db
    .insertInto('identity_user')
    .values({
      ...columnsOf(input),
      email: input.email,
      normalized_email: normalizeEmail(input.email),
      user_name: input.email,
      password_hash: null,
      password_history: toJson([]),
      provider: 'local',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('normalized_email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) return undefined;
  await db
    .insertInto('user_account')
    .values({
      user_id: user.id,
      app_name: brand,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      titles: toJson([]),
      emails: toJson([{ address: input.email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return user.id;
}

/** Applies an admin's changes; a new e-mail also renames a user name that was the e-mail. */
export async function updateUser(
  db: Kysely<Database>,
  current: UserRow,
  changes: UserChanges,
  now: Date,
): Promise<void> {
  const email = changes.email;
  const moving = email !== undefined && email !== current.email;
  // A number typed by an admin is not proven to be the person's: no second factor goes to it.
  const newPhone =
    changes.phoneNumber !== undefined &&
    (changes.phoneNumber ?? '') !== (current.phone_number ?? '');
  await db
    .updateTable('identity_user')
    .set({
      ...columnsOf(changes),
      ...(newPhone ? { phone_number_confirmed: false } : {}),
      ...(moving
        ? {
            email,
            normalized_email: normalizeEmail(email),
            user_name: current.user_name === current.email ? email : current.user_name,
          }
        : {}),
      updated_at: now,
    })
    .where('id', '=', current.id)
    .execute();
}

/** True when the user existed; its roles, claims and codes go with it (cascade). */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('identity_user').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
