import type { Generated } from 'kysely';
import type { Json, Timestamp, NullableTimestamp, Timestamps } from './schema';

/** The tables of Traction Plans (migration 0009); listed in `Database` (schema.ts). */
export type TractionPlanTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  user_account_id: string;
  /** Raised by every save; a save carrying an older version is refused (409). */
  version: Generated<number>;
  /** 2: the current content shape; 1: an imported plan still in the old shape. */
  format_version: Generated<number>;
  review_id: string | null;
  edit_user_account_id: string | null;
  lock_user_account_id: string | null;
  lock_expires_at: NullableTimestamp;
  progress: Json<unknown>;
  plan: Json<unknown>;
  is_complete: Generated<boolean>;
  /** The current version came from an autosave (migration 0017). */
  autosaved: Generated<boolean>;
};

export type TractionPlanArchiveTable = {
  id: Generated<string>;
  traction_plan_id: string;
  version: number;
  format_version: number;
  plan: Json<unknown>;
  progress: Json<unknown>;
  is_complete: boolean;
  saved_by_user_account_id: string | null;
  saved_at: Timestamp;
};

export type TractionPlanActivityTable = {
  id: Generated<string>;
  traction_plan_id: string;
  action: string;
  via: string;
  detail: string | null;
  actor_user_account_id: string | null;
  created_at: Generated<Date>;
};

export type TractionConstraintSetTable = {
  id: Generated<string>;
  app_name: string;
  version: number;
  name: string;
  source: string;
  constraints: Json<unknown>;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
};
