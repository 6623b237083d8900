import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type {
  BrandKey,
  TAward,
  TCrmAccount,
  TCrmAccountRow,
  TCrmAccountSearchQuery,
  PagedResult,
} from '@portal/core';
import { containsPattern, searchTextContains, totalOf, windowTotal } from '../../db/query-helpers';
import { toJson, type CrmAccountTable, type Database } from '../../db/schema';

type Counts = { userCount: number; groupCount: number; childCount: number };

/** An account as stored, with its parent's internal id and name and its counts. */
type AccountRow = Selectable<CrmAccountTable> & {
  parent_id: string | null;
  parent_name: string | null;
  user_count: string | number;
  group_count: string | number;
  child_count: string | number;
};

export type StoredAccount = Omit<TCrmAccount, 'abilities'>;

/** The brand's accounts with their parent and counts: read for a few ids (a page, a view). */
function selectAccounts(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('crm_account as a')
    .leftJoin('crm_account as p', (join) =>
      join.onRef('p.account_id', '=', 'a.parent_account_id').onRef('p.app_name', '=', 'a.app_name'),
    )
    .selectAll('a')
    .select(['p.id as parent_id', 'p.account_name as parent_name'])
    .select([
      sql<string>`(select count(*) from user_account_crm_account x
        where x.crm_account_id = a.id)`.as('user_count'),
      sql<string>`(select count(*) from user_group_crm_account x
        where x.crm_account_id = a.id)`.as('group_count'),
      sql<string>`(select count(*) from crm_account c
        where c.parent_account_id = a.account_id and c.app_name = a.app_name)`.as('child_count'),
    ])
    .where('a.app_name', '=', brand);
}

const countsOf = (row: AccountRow): Counts => ({
  userCount: Number(row.user_count),
  groupCount: Number(row.group_count),
  childCount: Number(row.child_count),
});

function toRow(row: AccountRow): TCrmAccountRow {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    parentAccountId: row.parent_account_id,
    parentId: row.parent_id,
    parentAccountName: row.parent_name,
    industry: row.industry,
    successCenter: row.success_center,
    transformationTeam: row.transformation_team,
    accountImplementationStatus: row.account_implementation_status,
    ownerName: row.owner.name ?? null,
    territories: row.territories,
    city: row.shipping_address.city ?? null,
    state: row.shipping_address.state ?? null,
    ...countsOf(row),
  };
}

type Person = { crm_account_id: string; id: string; role: string; name: string };

async function peopleOf(db: Kysely<Database>, ids: string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('crm_account_person as p')
    .innerJoin('user_account as u', 'u.id', 'p.user_account_id')
    .select([
      'p.crm_account_id',
      'u.id',
      'p.role',
      sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`.as('name'),
    ])
    .where('p.crm_account_id', 'in', ids)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

/** The awards of the accounts, newest first, with the brand's template of each award type. */
export async function awardsOf(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<TAward[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('crm_account_award as w')
    .innerJoin('crm_account as a', 'a.id', 'w.crm_account_id')
    .leftJoin('certificate_template as t', (join) =>
      join.onRef('t.achievement_type', '=', 'w.achievement_type').on('t.app_name', '=', brand),
    )
    .select([
      'w.id',
      'w.crm_account_id',
      'a.account_name',
      'w.achievement_type',
      'w.name',
      'w.description',
      sql<string>`to_char(w.awarded_date, 'YYYY-MM-DD')`.as('awarded'),
      'w.school_year',
      't.id as template_id',
    ])
    .where('w.crm_account_id', 'in', [...ids])
    .orderBy('w.awarded_date', 'desc')
    .orderBy('w.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    crmAccountId: row.crm_account_id,
    accountName: row.account_name,
    achievementType: row.achievement_type as TAward['achievementType'],
    name: row.name,
    description: row.description,
    awardedDate: row.awarded,
    schoolYear: row.school_year,
    certificateTemplateId: row.template_id,
  }));
}

async function inviteCodesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('invite_code')
    .select(['crm_account_id', 'code'])
    .where('crm_account_id', 'in', ids)
    .where('deactivated_at', 'is', null)
    .orderBy('created_at', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.crm_account_id ?? '', row.code]));
}

/** The accounts of the brand with these ids, whole (people, awards, counts, invite code). */
export async function loadAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<StoredAccount[]> {
  if (ids.length === 0) return [];
  const rows = await selectAccounts(db, brand)
    .where('a.id', 'in', [...ids])
    .execute();
  const found = rows.map((row) => row.id);
  const [people, awards, codes] = await Promise.all([
    peopleOf(db, found),
    awardsOf(db, brand, found),
    inviteCodesOf(db, found),
  ]);
  return rows.map((row) => {
    const mine = (role: string) =>
      people.filter((p) => p.crm_account_id === row.id && p.role === role);
    const owner = (o: { name: string | null; email: string | null }) => ({
      name: o.name ?? null,
      email: o.email ?? null,
    });
    return {
      id: row.id,
      appName: row.app_name,
      version: row.version,
      accountName: row.account_name,
      accountId: row.account_id,
      parentAccountId: row.parent_account_id,
      parentId: row.parent_id,
      parentAccountName: row.parent_name,
      legacyAccountId: row.legacy_account_id,
      legacyParentAccountId: row.legacy_parent_account_id,
      successCenter: row.success_center,
      transformationTeam: row.transformation_team,
      accountImplementationStatus: row.account_implementation_status,
      phoneNumber: row.phone_number,
      website: row.website,
      industry: row.industry,
      numberOfEmployees: row.number_of_employees,
      owner: owner(row.owner),
      coOwner: owner(row.co_owner),
      ceOwner: owner(row.ce_owner),
      ownerName: row.owner.name ?? null,
      ownerEmail: row.owner.email ?? null,
      ceOwnerName: row.ce_owner.name ?? null,
      ceOwnerEmail: row.ce_owner.email ?? null,
      shippingAddress: row.shipping_address,
      demographics: row.demographics,
      lastAssessmentDescription: row.last_assessment_description,
      assessmentCount: row.assessment_count,
      assessmentsCompleted: row.assessments_completed,
      territories: row.territories,
      trainerUserAccountIds: mine('trainer').map((p) => p.id),
      adminUserAccountIds: mine('admin').map((p) => p.id),
      trainerNames: mine('trainer').map((p) => p.name),
      adminNames: mine('admin').map((p) => p.name),
      inviteCode: codes.get(row.id) ?? null,
      awards: awards.filter((award) => award.crmAccountId === row.id),
      ...countsOf(row),
    };
  });
}

/** The internal ids of the brand's accounts with these CRM ids. */
export async function idsByAccountIds(
  db: Kysely<Database>,
  brand: BrandKey,
  accountIds: readonly string[],
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('crm_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('account_id', 'in', [...accountIds])
    .execute();
  return rows.map((row) => row.id);
}

const SORT_COLUMNS: Record<TCrmAccountSearchQuery['sortProperty'], Expression<unknown>> = {
  accountName: sql`lower(a.account_name)`,
  accountId: sql`a.account_id`,
  industry: sql`lower(a.industry)`,
  successCenter: sql`lower(a.success_center)`,
  transformationTeam: sql`lower(a.transformation_team)`,
  accountImplementationStatus: sql`lower(a.account_implementation_status)`,
  state: sql`lower(a.shipping_address->>'state')`,
  city: sql`lower(a.shipping_address->>'city')`,
  createdUTC: sql`a.created_at`,
};

export type AccountScope = { visible: 'all' | string[]; cohortOnly?: boolean };

function filtered(
  db: Kysely<Database>,
  brand: BrandKey,
  query: TCrmAccountSearchQuery,
  scope: AccountScope,
) {
  // Only the account's own table: the parent is looked up for the page's rows afterwards.
  let q = db.selectFrom('crm_account as a').where('a.app_name', '=', brand);
  if (scope.visible !== 'all') {
    if (scope.visible.length === 0) return q.where(sql<SqlBool>`false`);
    q = q.where('a.id', 'in', scope.visible);
  }
  const text = (column: Expression<unknown>, value: string | undefined) => {
    if (value) q = q.where(sql<SqlBool>`${column} ilike ${containsPattern(value)}`);
  };
  if (query.search) q = q.where(searchTextContains('a.search_text', query.search));
  text(sql`a.industry`, query.industry);
  text(sql`a.success_center`, query.successCenter);
  text(sql`a.transformation_team`, query.transformationTeam);
  text(sql`a.account_implementation_status`, query.accountImplementationStatus);
  text(sql`a.shipping_address->>'state'`, query.state);
  if (query.territory) {
    q = q.where(sql<SqlBool>`a.territories @> ${toJson([query.territory])}::jsonb`);
  }
  if (query.parentId) {
    q = q.where(sql<SqlBool>`a.parent_account_id = (select p.account_id from crm_account p
      where p.id = ${query.parentId} and p.app_name = ${brand})`);
  }
  if (query.topLevelOnly) {
    q = q.where(sql<SqlBool>`not exists (select 1 from crm_account p
      where p.account_id = a.parent_account_id and p.app_name = a.app_name)`);
  }
  if (query.userAccountId) {
    const ua = query.userAccountId;
    q = q.where(sql<SqlBool>`exists (select 1 from crm_account_person x
      where x.crm_account_id = a.id and x.user_account_id = ${ua})`);
  }
  if (query.hasAwards || query.achievementTypes.length > 0) {
    const types = query.achievementTypes;
    q = q.where(sql<SqlBool>`exists (select 1 from crm_account_award w where w.crm_account_id = a.id
      ${types.length > 0 ? sql`and w.achievement_type in (${sql.join(types)})` : sql``})`);
  }
  if (scope.cohortOnly) {
    q = q.where(sql<SqlBool>`exists (select 1 from user_group_crm_account gc
      join user_group g on g.id = gc.user_group_id
      where gc.crm_account_id = a.id and g.reference_type = 'CrmCohortGroup')`);
  }
  return q;
}

/**
 * A page of the accounts matching the query within the scope, with their counts. For a name
 * search, the page's ids and the count of all matches come from one pass over the matches
 * (`windowTotal`), so a search matching thousands of accounts reads and rechecks them once; the
 * page's rows are then read whole by id.
 */
export async function searchAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  query: TCrmAccountSearchQuery,
  scope: AccountScope,
): Promise<PagedResult<TCrmAccountRow>> {
  const base = filtered(db, brand, query, scope);
  const direction = query.sortAscending ? sql`asc` : sql`desc`;
  const page = await base
    .select('a.id')
    .$if(Boolean(query.search), (qb) => qb.select(windowTotal()))
    .orderBy(sql`${SORT_COLUMNS[query.sortProperty]} ${direction} nulls last`)
    .orderBy('a.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await totalOf(page, async () => {
    const all = await base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return all.n;
  });
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0 ? [] : await selectAccounts(db, brand).where('a.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    count,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRow(row)] : [];
    }),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

/** The account's CRM owner and name (the account exists). */
export function findAccountOwner(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('crm_account')
    .select(['owner', 'account_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
