import { sql, type Kysely } from 'kysely';
import { MessageStatus, MessageType } from '@portal/core';
import type { Database } from '../../db/schema';
import {
  accountPeople,
  inRange,
  paged,
  scopeAccounts,
  type ReportRange,
  type ReportScope,
  type ReportSlice,
} from './reports.store';

/** How the e-mail message charts group time: by calendar day or by month (UTC). */
export type PeriodUnit = 'day' | 'month';

export type EmailMessagesRecord = {
  period: string;
  entered: number | string;
  complete: number | string;
  reject: number | string;
  deferred: number | string;
  pending: number | string;
  total: number | string;
};

/**
 * E-mail message charts: the brand's e-mails entered in each day or month of the range (every
 * period from the first to the last, empty ones too), by their status now. With global data
 * access and no account or group, every e-mail of the brand; otherwise the e-mails to the people
 * of the accounts in scope (an e-mail to no account, as a describer's without one, is then out).
 */
export async function emailMessageRows(
  db: Kysely<Database>,
  scope: ReportScope,
  range: ReportRange,
  unit: PeriodUnit,
  slice?: ReportSlice,
): Promise<EmailMessagesRecord[]> {
  const everyone = scope.visible === 'all' && !scope.accountId && !scope.groupId;
  const toPeople = everyone
    ? sql`true`
    : sql`m.user_account_id in (select user_account_id from people)`;
  const step = unit === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
  const format = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const first = range.from ?? null;
  const last = range.until ? new Date(range.until.getTime() - 1) : null;
  const { Complete, Reject, Deferred } = MessageStatus;
  const { rows } = await sql<EmailMessagesRecord>`
    with recursive ${scopeAccounts(scope)},
    people as (${accountPeople(scope)}),
    mail as (
      select date_trunc(${unit}, m.entered_utc at time zone 'UTC') as period, m.status
      from message m
      where m.app_name = ${scope.brand} and m.message_type = ${MessageType.Email}
        and ${inRange(sql`m.entered_utc`, range)} and ${toPeople}
    ),
    periods as (
      select generate_series(
        coalesce(date_trunc(${unit}, ${first}::timestamptz at time zone 'UTC'),
          (select min(period) from mail)),
        coalesce(date_trunc(${unit}, ${last}::timestamptz at time zone 'UTC'),
          (select max(period) from mail)),
        ${step}) as period
    )
    select to_char(p.period, ${format}) as period,
      count(x.status) as entered,
      count(*) filter (where x.status = ${Complete}) as complete,
      count(*) filter (where x.status = ${Reject}) as reject,
      count(*) filter (where x.status = ${Deferred}) as deferred,
      count(*) filter (where x.status not in (${Complete}, ${Reject}, ${Deferred})) as pending,
      count(*) over () as total
    from periods p
    left join mail x on x.period = p.period
    group by p.period
    order by p.period
    ${paged(slice)}`.execute(db);
  return rows;
}
