import type { Generated } from 'kysely';
import type { Timestamps } from './schema';

/** A resource group's alert subscription, one per group (migration 0026). */
export type ContentSubscriptionTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  resource_group_id: string;
  description: string;
  notifications: boolean;
  version: Generated<number>;
};

/** A person subscribed to a group's alerts, with the address they go to. */
export type ContentSubscriberTable = {
  id: Generated<string>;
  created_at: Generated<Date>;
  subscription_id: string;
  user_account_id: string;
  email: string;
};
