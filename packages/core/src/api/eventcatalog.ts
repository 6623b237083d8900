import { ZEventCatalogItemSave, type TEventCatalogItem } from '../validation/event-catalog';
import { genericAreaApi } from './generic';

/**
 * The brand's event types through the generic operations. Every signed-in person reads them
 * (the brand's training offer, no personal data); event admins change them. The sync of an
 * item to its events (SyncEventTypeToEvents) is an event call, as the spec places it.
 */
export const eventCatalogApi = genericAreaApi<TEventCatalogItem, typeof ZEventCatalogItemSave>(
  'eventcatalog',
  { read: 'any', write: 'eventAdmin' },
  ZEventCatalogItemSave,
  'TEventCatalogItem',
);
