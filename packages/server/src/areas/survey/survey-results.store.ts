import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BrandKey, TSurveyAnswers, TSurveyBody, TSurveyResultsFilters } from '@portal/core';
import type { Database } from '../../db/schema';
import { MAX_ACCOUNT_DEPTH } from '../../db/query-helpers';

/** The SQL of a release's results: the release, its responses for the filters, its options. */

export type ResultsRelease = {
  id: string;
  name: string;
  definition_id: string;
  definition_name: string;
  anonymous: boolean;
  opens_at: Date;
  closes_at: Date | null;
  owner_user_account_id: string | null;
};

const releases = (db: Kysely<Database>, brand: BrandKey) =>
  db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .select([
      'r.id',
      'r.name',
      'r.definition_id',
      'd.name as definition_name',
      'r.anonymous',
      'r.opens_at',
      'r.closes_at',
      'r.owner_user_account_id',
    ])
    .where('r.app_name', '=', brand);

/** A release of the brand with its definition's name, or undefined. */
export async function findResultsRelease(
  db: Kysely<Database>,
  brand: BrandKey,
  releaseId: string,
): Promise<ResultsRelease | undefined> {
  return releases(db, brand).where('r.id', '=', releaseId).executeTakeFirst();
}

/** The accounts a release targets. */
export async function releaseTargetAccountIds(
  db: Kysely<Database>,
  releaseId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('survey_release_target')
    .select('entity_id')
    .where('release_id', '=', releaseId)
    .where('entity_type', '=', 'CrmAccount')
    .execute();
  return rows.map((row) => row.entity_id);
}

/** Every version of a definition, by number, and the latest. */
export async function definitionVersions(
  db: Kysely<Database>,
  definitionId: string,
): Promise<{ latest: TSurveyBody; versions: Map<number, TSurveyBody> }> {
  const rows = await db
    .selectFrom('survey_definition_version')
    .select(['version', 'body'])
    .where('definition_id', '=', definitionId)
    .orderBy('version')
    .execute();
  const versions = new Map(rows.map((row) => [row.version, row.body]));
  return { latest: rows.at(-1)!.body, versions };
}

const days = (filters: TSurveyResultsFilters) => {
  const parts: RawBuilder<unknown>[] = [];
  if (filters.from) parts.push(sql`s.completed_at >= ${new Date(`${filters.from}T00:00:00Z`)}`);
  if (filters.to) {
    const until = new Date(`${filters.to}T00:00:00Z`);
    until.setUTCDate(until.getUTCDate() + 1);
    parts.push(sql`s.completed_at < ${until}`);
  }
  return parts;
};

/**
 * The conditions of the filters on `survey_response s`: about the entity, or (named releases
 * only) from its person's links. An account counts with its descendants.
 */
function filterConditions(filters: TSurveyResultsFilters, anonymous: boolean) {
  const parts = days(filters);
  const person = (link: RawBuilder<unknown>) => (anonymous ? sql`false` : link);
  if (filters.accountId) {
    parts.push(sql`(
      (s.entity_type = 'CrmAccount' and s.entity_id in (select id from tree))
      or ${person(sql`exists (select 1 from user_account_crm_account l
        where l.user_account_id = s.user_account_id and l.crm_account_id in (select id from tree))`)})`);
  }
  if (filters.groupId) {
    parts.push(sql`(
      (s.entity_type = 'UserGroup' and s.entity_id = ${filters.groupId})
      or ${person(sql`exists (select 1 from user_group_person m where m.user_group_id = ${filters.groupId}
        and m.user_account_id = s.user_account_id and m.role = 'member')`)})`);
  }
  if (filters.eventId) {
    parts.push(sql`(
      (s.entity_type = 'TrainingEvent' and s.entity_id = ${filters.eventId})
      or (s.entity_type is distinct from 'TrainingEvent'
        and ${person(sql`exists (select 1 from participant p where p.event_id = ${filters.eventId}
        and p.user_account_id = s.user_account_id)`)}))`);
  }
  return parts;
}

/** The account and its descendants, as the CTE `tree(id)`. */
const accountTree = (brand: BrandKey, accountId: string) =>
  sql`tree(id, account_id, depth) as (
    select a.id, a.account_id, 0 from crm_account a
    where a.app_name = ${brand} and a.id = ${accountId}
    union all
    select c.id, c.account_id, t.depth + 1 from crm_account c
    join tree t on c.parent_account_id = t.account_id and c.app_name = ${brand}
    where t.depth < ${MAX_ACCOUNT_DEPTH}
  )`;

/**
 * The release's completed responses for the filters: `columns` of `survey_response s`, and for a
 * download with the person (`u`, `iu`) in the order they were completed.
 */
function responsesQuery(
  brand: BrandKey,
  release: { id: string; anonymous: boolean },
  filters: TSurveyResultsFilters,
  columns: RawBuilder<unknown>,
  forDownload = false,
) {
  const conditions = [
    sql`s.release_id = ${release.id}`,
    sql`s.completed`,
    ...filterConditions(filters, release.anonymous),
  ];
  const people = forDownload
    ? sql`left join user_account u on u.id = s.user_account_id
      left join identity_user iu on iu.id = u.user_id`
    : sql``;
  const tree = filters.accountId
    ? sql`with recursive ${accountTree(brand, filters.accountId)}`
    : sql``;
  return sql`${tree}
    select ${columns} from survey_response s ${people}
    where ${sql.join(conditions, sql` and `)}
    ${forDownload ? sql`order by s.completed_at, s.id` : sql``}`;
}

export type ResponseRecord = {
  definition_version: number;
  answers: TSurveyAnswers;
  completed_at: Date;
};

/**
 * The answers of the release's completed responses for the filters, newest first (sorted here:
 * a sort of the wide rows in the database costs more than the read on the embedded engine).
 */
export async function filteredResponses(
  db: Kysely<Database>,
  brand: BrandKey,
  release: { id: string; anonymous: boolean },
  filters: TSurveyResultsFilters,
): Promise<ResponseRecord[]> {
  const { rows } = await responsesQuery(
    brand,
    release,
    filters,
    sql`s.definition_version, s.answers, s.completed_at`,
  ).execute(db);
  const records = rows as ResponseRecord[];
  return records.sort((a, b) => b.completed_at.getTime() - a.completed_at.getTime());
}

/** How many completed responses the release has for the filters. */
export async function countResponses(
  db: Kysely<Database>,
  brand: BrandKey,
  release: { id: string; anonymous: boolean },
  filters: TSurveyResultsFilters,
): Promise<number> {
  const { rows } = await responsesQuery(brand, release, filters, sql`count(*) as n`).execute(db);
  return Number((rows[0] as { n: string | number }).n);
}

/** The ancestors of an account of the brand, nearest first. */
export async function accountAncestorIds(
  db: Kysely<Database>,
  brand: BrandKey,
  accountId: string,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, parent_account_id, depth) as (
      select id, parent_account_id, 0 from crm_account where app_name = ${brand} and id = ${accountId}
      union all
      select p.id, p.parent_account_id, u.depth + 1 from crm_account p
      join up u on p.account_id = u.parent_account_id and p.app_name = ${brand}
      where u.depth < ${MAX_ACCOUNT_DEPTH}
    )
    select id from up where depth > 0 order by depth`.execute(db);
  return rows.map((row) => row.id);
}

type NamedResponseRecord = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  completed_at: Date;
};

/** The newest responses of a person to a release for the filters: id, person and completion. */
export async function namedResponses(
  db: Kysely<Database>,
  brand: BrandKey,
  release: { id: string; anonymous: boolean },
  filters: TSurveyResultsFilters,
  limit: number,
): Promise<NamedResponseRecord[]> {
  const columns = sql`s.id, s.user_account_id, u.first_name, u.last_name, s.completed_at`;
  const { rows } = await sql<NamedResponseRecord>`select * from (${responsesQuery(
    brand,
    release,
    filters,
    columns,
    true,
  )}) n where n.user_account_id is not null
    order by n.completed_at desc, n.id desc limit ${limit}`.execute(db);
  return rows;
}

export type ExportRecord = ResponseRecord & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  language: string;
};

/** The responses of a download: with the person for a named release (none for anonymous). */
export async function exportResponses(
  db: Kysely<Database>,
  brand: BrandKey,
  release: { id: string; anonymous: boolean },
  filters: TSurveyResultsFilters,
): Promise<ExportRecord[]> {
  const person = release.anonymous
    ? sql`null as first_name, null as last_name, null as email`
    : sql`u.first_name, u.last_name, iu.email`;
  const { rows } = await responsesQuery(
    brand,
    release,
    filters,
    sql`s.definition_version, s.answers, s.language, s.completed_at, ${person}`,
    true,
  ).execute(db);
  return rows as ExportRecord[];
}

/** How many people a release invited and how many of them finished. */
export async function invitationCounts(
  db: Kysely<Database>,
  releaseId: string,
): Promise<{ invited: number; completed: number }> {
  const row = await db
    .selectFrom('survey_invitation')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      eb.fn.count<string>('completed_at').as('completed'),
    ])
    .where('release_id', '=', releaseId)
    .executeTakeFirstOrThrow();
  return { invited: Number(row.invited), completed: Number(row.completed) };
}

type Option = { id: string; name: string };

/**
 * The release's accounts, groups and events: its targets and the entities of its responses,
 * named, each kind in name order.
 */
export async function releaseEntities(
  db: Kysely<Database>,
  brand: BrandKey,
  releaseId: string,
): Promise<{ accounts: Option[]; groups: Option[]; events: Option[] }> {
  const { rows } = await sql<Option & { kind: string }>`
    with entities(entity_type, entity_id) as (
      select entity_type, entity_id from survey_release_target where release_id = ${releaseId}
      union
      select distinct entity_type, entity_id from survey_response
      where release_id = ${releaseId} and entity_id is not null
    )
    select 'account' as kind, a.id, a.account_name as name from entities e
    join crm_account a on a.id = e.entity_id and a.app_name = ${brand}
    where e.entity_type = 'CrmAccount'
    union all
    select 'group', g.id, g.name from entities e
    join user_group g on g.id = e.entity_id and g.app_name = ${brand}
    where e.entity_type = 'UserGroup'
    union all
    select 'event', ev.id, coalesce(nullif(ev.details ->> 'description', ''), t.name) from entities e
    join event ev on ev.id = e.entity_id and ev.app_name = ${brand}
    join event_catalog_item t on t.id = ev.event_type_id
    where e.entity_type = 'TrainingEvent'
    order by 3, 2`.execute(db);
  const of = (kind: string) =>
    rows.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }));
  return { accounts: of('account'), groups: of('group'), events: of('event') };
}

/** The other releases of a definition in the brand, newest first. */
export async function otherReleasesOf(
  db: Kysely<Database>,
  brand: BrandKey,
  release: { id: string; definition_id: string },
): Promise<ResultsRelease[]> {
  return releases(db, brand)
    .where('r.definition_id', '=', release.definition_id)
    .where('r.id', '<>', release.id)
    .orderBy('r.opens_at', 'desc')
    .execute();
}
