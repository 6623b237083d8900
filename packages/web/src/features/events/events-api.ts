import type {
  EventCountStatus,
  MakeupStatus,
  PagedResult,
  PdfBatch,
  TEvent,
  TEventCatalogItem,
  TEventCatalogItemSave,
  TEventSave,
  TEventSearch,
  TImportResult,
  TMakeupRequest,
  TMovePreview,
  TMoveResult,
  TParticipant,
  TParticipantSave,
  TParticipantSearch,
  TSendInvites,
  TSendInvitesResult,
  TSendSchedulingLinks,
  TSendSchedulingLinksResult,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

/** Searches as the screens send them (pages as numbers; zod's input types them loosely). */
type Paged<T> = Omit<T, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type EventSearch = Paged<TEventSearch>;
export type ParticipantSearch = Paged<TParticipantSearch>;
export type CatalogSearch = { page: number; pageSize: number; search?: string };

// Events (`/api/event/...`).
export const searchEvents = (api: ApiClient, query: EventSearch, signal?: AbortSignal) =>
  api.get<PagedResult<TEvent>>('/api/event', query, signal);

export const fetchEvent = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TEvent>(`/api/event/${id(eventId)}`, undefined, signal);

/** The saved event, or null when the server could not save it (the error catalogue's answer). */
export const saveEvent = (api: ApiClient, body: TEventSave) =>
  api.post<TEvent | null>('/api/event/save', body);

export const deleteEvent = (api: ApiClient, eventId: string) =>
  api.del<boolean>(`/api/event/${id(eventId)}`);

export const archiveEvent = (api: ApiClient, eventId: string) =>
  api.get<boolean>(`/api/event/archive/${id(eventId)}`);

/** A check-in code no event of the brand has; the event takes it when saved with it. */
export const generateEventCode = (api: ApiClient) =>
  api.get<{ eventCode: string }>('/api/event/generateEventCode');

/** Certifies (trainers, admins) or reconciles (event admins) the attendance count. */
export const updateAttendanceCount = (
  api: ApiClient,
  eventId: string,
  count: { count: number; status: EventCountStatus },
) => api.request<TEvent>('POST', `/api/event/updatecount/${id(eventId)}`, { query: count });

export const generateEventInviteCode = (api: ApiClient, eventId: string) =>
  api.get<{ inviteCode: string }>(`/api/event/GenerateEventInviteCode/${id(eventId)}`);

/** Events like this one (same type), the targets a move offers. */
export const fetchSimilarEvents = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TEvent[]>(`/api/event/getSimilarEvents/${id(eventId)}`, undefined, signal);

// Catalog items (`/api/eventcatalog/...`).
export const searchCatalog = (api: ApiClient, query: CatalogSearch, signal?: AbortSignal) =>
  api.get<PagedResult<TEventCatalogItem>>('/api/eventcatalog/search', query, signal);

export const fetchCatalog = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TEventCatalogItem[]>('/api/eventcatalog/getall', undefined, signal);

export const fetchCatalogItem = (api: ApiClient, itemId: string, signal?: AbortSignal) =>
  api.get<TEventCatalogItem>(`/api/eventcatalog/${id(itemId)}`, undefined, signal);

export const saveCatalogItem = (api: ApiClient, body: TEventCatalogItemSave) =>
  api.post<TEventCatalogItem>('/api/eventcatalog/upsert', body);

export const deleteCatalogItem = (api: ApiClient, itemId: string) =>
  api.del<boolean>(`/api/eventcatalog/${id(itemId)}`);

/** Copies the item's profile and plan flags to its open events; answers how many changed. */
export const syncEventTypeToEvents = (api: ApiClient, itemId: string) =>
  api.get<{ updated: number }>(`/api/event/SyncEventTypeToEvents/${id(itemId)}`);

// Participants (`/api/participant/...`).
export const searchParticipants = (
  api: ApiClient,
  query: ParticipantSearch,
  signal?: AbortSignal,
) => api.get<PagedResult<TParticipant>>('/api/participant', query, signal);

export const saveParticipant = (api: ApiClient, body: TParticipantSave) =>
  api.post<TParticipant>('/api/participant/save', body);

export const deleteParticipant = (api: ApiClient, participantId: string) =>
  api.del<boolean>(`/api/participant/${id(participantId)}`);

export const importGroupMembers = (api: ApiClient, eventId: string, groupId: string) =>
  api.get<TImportResult>(
    `/api/participant/CreateParticipantsFromGroupMembers/${id(eventId)}/${id(groupId)}`,
  );

export const sendInvites = (api: ApiClient, eventId: string, body: TSendInvites) =>
  api.post<TSendInvitesResult>(`/api/participant/sendInvites/${id(eventId)}`, body);

export const startCertificateBatch = (api: ApiClient, eventId: string) =>
  api.post<PdfBatch>(`/api/participant/StartGenerateParticipantCertificatePdfBatch/${id(eventId)}`);

export const certificateBatchPath = (batchId: string) =>
  `/api/participant/DownloadReportPdfBatch/${id(batchId)}`;

export const validateMove = (
  api: ApiClient,
  fromEventId: string,
  toEventId: string,
  participantIds: string[],
) =>
  api.post<TMovePreview>(
    `/api/event/ValidateMoveParticipants/${id(fromEventId)}/${id(toEventId)}`,
    { participantIds },
  );

export const moveParticipants = (
  api: ApiClient,
  fromEventId: string,
  toEventId: string,
  participantIds: string[],
) =>
  api.post<TMoveResult>(`/api/event/MoveParticipants/${id(toEventId)}`, {
    fromEventId,
    participantIds,
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
  api.post<TSendSchedulingLinksResult>(`/api/participant/SendSchedulingLinks/${id(eventId)}`, body);

export const fetchMakeupRequests = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TMakeupRequest[]>('/api/participant/GetMakeupRequests', { eventId }, signal);

export const setMakeupStatus = (api: ApiClient, participantId: string, status: MakeupStatus) =>
  api.post<TMakeupRequest>(`/api/participant/SetMakeupStatus/${id(participantId)}/${status}`);
