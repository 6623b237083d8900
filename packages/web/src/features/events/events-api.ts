import {
  eventAdminApi,
  eventApi,
  eventCatalogApi,
  participantApi,
  type EventCountStatus,
  type MakeupStatus,
  type TEventCatalogItemSave,
  type TEventSave,
  type TEventSearch,
  type TParticipantSave,
  type TParticipantSearch,
  type TSendInvites,
  type TSendSchedulingLinks,
} from '@portal/core';
import { call, endpointPath } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** Searches as the screens send them (pages as numbers; zod's input types them loosely). */
type Paged<T> = Omit<T, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type EventSearch = Paged<TEventSearch>;
export type ParticipantSearch = Paged<TParticipantSearch>;
export type CatalogSearch = { page: number; pageSize: number; search?: string };

// Events.
export const searchEvents = (api: ApiClient, query: EventSearch, signal?: AbortSignal) =>
  call(api, eventApi.search, { query }, signal);

export const fetchEvent = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, eventApi.get, { params: { id: eventId } }, signal);

/** The saved event, or null when the server could not save it (the error catalogue's answer). */
export const saveEvent = (api: ApiClient, body: TEventSave) => call(api, eventApi.save, { body });

export const deleteEvent = (api: ApiClient, eventId: string) =>
  call(api, eventApi.remove, { params: { id: eventId } });

export const archiveEvent = (api: ApiClient, eventId: string) =>
  call(api, eventApi.archive, { params: { id: eventId } });

/** A check-in code no event of the brand has; the event takes it when saved with it. */
export const generateEventCode = (api: ApiClient) => call(api, eventApi.generateCode, {});

/** Certifies (trainers, admins) or reconciles (event admins) the attendance count. */
export const updateAttendanceCount = (
  api: ApiClient,
  eventId: string,
  count: { count: number; status: EventCountStatus },
) => call(api, eventApi.updateCount, { params: { id: eventId }, query: count });

export const generateEventInviteCode = (api: ApiClient, eventId: string) =>
  call(api, eventAdminApi.inviteCode, { params: { id: eventId } });

/** Events like this one (same type), the targets a move offers. */
export const fetchSimilarEvents = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, eventApi.similar, { params: { id: eventId } }, signal);

// Catalog items.
export const searchCatalog = (api: ApiClient, query: CatalogSearch, signal?: AbortSignal) =>
  call(api, eventCatalogApi.search, { query }, signal);

export const fetchCatalog = (api: ApiClient, signal?: AbortSignal) =>
  call(api, eventCatalogApi.getAll, {}, signal);

export const fetchCatalogItem = (api: ApiClient, itemId: string, signal?: AbortSignal) =>
  call(api, eventCatalogApi.get, { params: { id: itemId } }, signal);

export const saveCatalogItem = (api: ApiClient, body: TEventCatalogItemSave) =>
  call(api, eventCatalogApi.upsert, { body });

export const deleteCatalogItem = (api: ApiClient, itemId: string) =>
  call(api, eventCatalogApi.remove, { params: { id: itemId } });

/** Copies the item's profile and plan flags to its open events; answers how many changed. */
export const syncEventTypeToEvents = (api: ApiClient, itemId: string) =>
  call(api, eventAdminApi.syncEventType, { params: { id: itemId } });

// Participants.
export const searchParticipants = (
  api: ApiClient,
  query: ParticipantSearch,
  signal?: AbortSignal,
) => call(api, participantApi.search, { query }, signal);

export const saveParticipant = (api: ApiClient, body: TParticipantSave) =>
  call(api, participantApi.save, { body });

export const deleteParticipant = (api: ApiClient, participantId: string) =>
  call(api, participantApi.remove, { params: { id: participantId } });

export const importGroupMembers = (api: ApiClient, eventId: string, groupId: string) =>
  call(api, participantApi.importGroupMembers, { params: { a: eventId, b: groupId } });

export const sendInvites = (api: ApiClient, eventId: string, body: TSendInvites) =>
  call(api, participantApi.sendInvites, { params: { x: eventId }, body });

export const startCertificateBatch = (api: ApiClient, eventId: string) =>
  call(api, participantApi.startCertificateBatch, { params: { x: eventId } });

export const certificateBatchPath = (batchId: string) =>
  endpointPath(participantApi.downloadCertificateBatch, { params: { id: batchId } });

export const validateMove = (
  api: ApiClient,
  fromEventId: string,
  toEventId: string,
  participantIds: string[],
) =>
  call(api, eventApi.validateMove, {
    params: { a: fromEventId, b: toEventId },
    body: { participantIds },
  });

export const moveParticipants = (
  api: ApiClient,
  fromEventId: string,
  toEventId: string,
  participantIds: string[],
) =>
  call(api, eventApi.move, {
    params: { id: toEventId },
    body: { fromEventId, participantIds },
  });

export const eventKeys = {
  all: ['event'] as const,
  search: (query: EventSearch) => ['event', 'search', query] as const,
  one: (eventId: string) => ['event', 'one', eventId] as const,
  similar: (eventId: string) => ['event', 'similar', eventId] as const,
  participants: (query: ParticipantSearch) => ['event', 'participants', query] as const,
  catalog: ['eventcatalog'] as const,
  catalogSearch: (query: CatalogSearch) => ['eventcatalog', 'search', query] as const,
  catalogItem: (itemId: string) => ['eventcatalog', 'one', itemId] as const,
};

// Participant scheduling (feature participantScheduling).
export const sendSchedulingLinks = (api: ApiClient, eventId: string, body: TSendSchedulingLinks) =>
  call(api, participantApi.sendSchedulingLinks, { params: { id: eventId }, body });

export const fetchMakeupRequests = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, participantApi.makeupRequests, { query: { eventId } }, signal);

export const setMakeupStatus = (api: ApiClient, participantId: string, status: MakeupStatus) =>
  call(api, participantApi.setMakeupStatus, { params: { id: participantId, status } });
