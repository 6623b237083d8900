import type { Generated } from 'kysely';
import type { NullableTimestamp } from './schema';

/** The tables of mail beyond the outbox (migration 0019); listed in `Database` (schema.ts). */

/** An unsubscribe link: a token for one recipient and one kind of message, and its state. */
export type UnsubscribeLinkTable = {
  token: string;
  app_name: string;
  /** Lower-case address (or phone number for text messages). */
  recipient: string;
  /** 'template' or 'resourceGroup'. */
  scope: string;
  /** The template's code, or the resource group's id. */
  subject_id: string;
  /** What the person is shown: the template's description (or code), the group's name. */
  subject_name: string;
  message_type: number;
  user_account_id: string | null;
  unsubscribed_at: NullableTimestamp;
  created_at: Generated<Date>;
};
