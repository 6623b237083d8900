import { ZEventCatalogItemSave, type TEventCatalogItem } from '../validation/event-catalog';
import { gatedBy } from './endpoint';
import { genericAreaApi } from './generic';

const generic = genericAreaApi<TEventCatalogItem, typeof ZEventCatalogItemSave>(
  'eventcatalog',
  { read: 'any', write: 'eventAdmin' },
  ZEventCatalogItemSave,
  'TEventCatalogItem',
);

/**
 * The brand's event types through the generic operations. Every signed-in person reads them
 * (the brand's training offer, no personal data, which trainer availability filters by); event
 * admins search and change them where the brand has `events` on. The sync of an item to its
 * events (SyncEventTypeToEvents) is an event call, as the spec places it.
 */
export const eventCatalogApi = {
  ...generic,
  ...gatedBy('events', { search: generic.search, upsert: generic.upsert, remove: generic.remove }),
};
