import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './schema';

/** The tables of background jobs and webhooks (migration 0007); listed in `Database` (schema.ts). */

/** A job of the embedded database's queue (PostgreSQL uses pg-boss). */
export type JobTable = {
  id: Generated<string>;
  name: string;
  payload: Json<unknown>;
  /** created, retry, active, completed, failed (pg-boss's names). */
  state: Generated<string>;
  priority: Generated<number>;
  run_at: Timestamp;
  attempts: Generated<number>;
  retry_limit: Generated<number>;
  retry_delay_seconds: Generated<number>;
  locked_until: NullableTimestamp;
  singleton_key: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
};

/** The last period a scheduled job was queued for (embedded database only). */
export type JobScheduleTable = { name: string; last_slot: ColumnType<Date, Date, Date> };

/** One run of a job, on either engine: the history of the jobs page. */
export type JobRunTable = {
  id: Generated<string>;
  job_id: string;
  name: string;
  attempt: number;
  status: string;
  payload: Json<unknown>;
  error: string | null;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
};

export type WebhookTable = {
  id: Generated<string>;
  app_name: string;
  url: string;
  secret: string;
  events: Json<string[]>;
  active: Generated<boolean>;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type WebhookDeliveryTable = {
  id: Generated<string>;
  webhook_id: string;
  app_name: string;
  event: string;
  payload: Json<unknown>;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
};

export type JobRow = Selectable<JobTable>;
export type JobRunRow = Selectable<JobRunTable>;
export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
