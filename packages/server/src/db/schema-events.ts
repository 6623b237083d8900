import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp, NullableTimestamp, Timestamps } from './schema';

/** The tables of training events (migration 0013); listed in `Database` (schema.ts). */
export type EventCatalogItemTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  category: string | null;
  family: string | null;
  reference_id: string | null;
  can_self_register: boolean;
  archived: Generated<boolean>;
  /** The other fields of the spec's catalog item (see areas/eventcatalog). */
  details: Json<Record<string, unknown>>;
};

export type EventTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  event_type_id: string;
  user_group_id: string | null;
  status: string;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  iana_time_zone: string;
  trainer_email: string | null;
  trainer2_email: string | null;
  planner_user_account_id: string | null;
  max_students: number;
  attendence_count: Generated<number>;
  attendence_status: Generated<string>;
  event_code: string;
  invite_code: string | null;
  is_static_account_list: boolean;
  archived: Generated<boolean>;
  version: Generated<number>;
  /** The other fields of the spec's event (see areas/event). */
  details: Json<Record<string, unknown>>;
};

export type EventCrmAccountTable = { event_id: string; crm_account_id: string; imported: boolean };

export type ParticipantTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  event_id: string;
  user_account_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  registered_at: Timestamp;
  checked_in_at: NullableTimestamp;
  invite_sent_at: NullableTimestamp;
  scheduling_type: string | null;
  makeup_status: string | null;
  makeup_event_id: string | null;
  /** When the make-up was booked and completed (migration 0014; absent on insert). */
  makeup_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  makeup_completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Titles, school, employer, mobile, SMS choice, CRM account ids. */
  details: Json<Record<string, unknown>>;
};

export type TrainerEmployeeInfoTable = Timestamps & {
  user_account_id: string;
  app_name: string;
  info: Json<Record<string, unknown>>;
  blackouts: Json<Array<{ index: number; blackoutStart: string; blackoutEnd: string }>>;
};

export type EventNotificationTable = {
  id: Generated<string>;
  event_id: string;
  recipient_key: string;
  kind: string;
  sent_at: Timestamp;
};
