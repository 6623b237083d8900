import {
  SELF_REGISTER_DEFAULT_DAYS,
  type BlackoutStats,
  type TCheckinEvent,
  type TCheckinRequest,
  type TCheckinResult,
  type TEmailCalendarResult,
  type TEmployeeInfoSave,
  type TEvent,
  type TEventCertificate,
  type TEventCodeValidation,
  type TParticipant,
  type TParticipantWithEvent,
  type TrainerAvailabilityRow,
  type TrainerInfo,
  type TTrainerAvailabilityQuery,
  type TUserAccountSummary,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

/** The calls of the participants' event screens (check-in, myevents, certificates, availability). */

const id = (value: string) => encodeURIComponent(value);

export const eventsPeopleKeys = {
  checkinEvent: (code: string) => ['event', 'checkin', code] as const,
  registration: (participantId: string) => ['participant', 'one', participantId] as const,
  event: (eventId: string) => ['event', 'one', eventId] as const,
  myEvents: (userAccountId: string) => ['participant', 'mine', userAccountId] as const,
  selfRegister: (days: number) => ['event', 'selfRegister', days] as const,
  shareCode: (code: string) => ['useraccount', 'shareCode', code] as const,
  certificate: (participantId: string) => ['participant', 'certificate', participantId] as const,
  availability: (query: TTrainerAvailabilityQuery) => ['event', 'availability', query] as const,
  employeeInfo: (userAccountId: string) => ['event', 'employeeInfo', userAccountId] as const,
  blackoutStats: (userAccountId: string, year: number) =>
    ['event', 'blackoutStats', userAccountId, year] as const,
};

/** GetCheckinEventByCode: what the check-in page shows; null for a code of no event. */
export const fetchCheckinEvent = (api: ApiClient, code: string, signal?: AbortSignal) =>
  api.get<TCheckinEvent | null>(`/api/event/GetCheckinEventByCode/${id(code)}`, undefined, signal);

export const validateEventCode = (api: ApiClient, code: string) =>
  api.get<TEventCodeValidation>(`/api/event/ValidateEventCode/${id(code)}`);

export const checkIn = (api: ApiClient, eventId: string, body: TCheckinRequest) =>
  api.post<TCheckinResult>(`/api/event/checkin/${id(eventId)}`, body);

export const fetchParticipant = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  api.get<TParticipant>(`/api/participant/GetById/${id(participantId)}`, undefined, signal);

export const fetchEvent = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TEvent>(`/api/event/${id(eventId)}`, undefined, signal);

/** The person's registrations with their events, soonest first. */
export const fetchMyEvents = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  api.get<TParticipantWithEvent[]>(
    `/api/participant/GetByUserAccountId/${id(userAccountId)}`,
    undefined,
    signal,
  );

/** Open self-register events starting within `days` (the spec's default window: 30 days). */
export const fetchSelfRegisterEvents = (
  api: ApiClient,
  days: number = SELF_REGISTER_DEFAULT_DAYS,
) => api.post<TEvent[]>(`/api/event/GetSelfRegisterEvents/${days}`, {});

export const selfRegister = (api: ApiClient, eventId: string, register: boolean) =>
  api.get<{ registered: boolean; participantId: string | null }>(
    `/api/event/SelfRegister/${id(eventId)}/${register}`,
  );

export const deleteSelf = (api: ApiClient, participantId: string) =>
  api.del<boolean>(`/api/participant/DeleteSelf/${id(participantId)}`);

export const fetchByShareCode = (api: ApiClient, code: string, signal?: AbortSignal) =>
  api.get<Pick<TUserAccountSummary, 'id' | 'firstName' | 'lastName' | 'dataImageUrl'>>(
    `/api/useraccount/GetByShareCode/${id(code)}`,
    undefined,
    signal,
  );

export const fetchCertificate = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  api.get<TEventCertificate>(
    `/api/participant/GetEventCertificateData/${id(participantId)}`,
    undefined,
    signal,
  );

export const certificatePdfPath = (participantId: string) =>
  `/api/participant/GetEventCertificatePdf/${id(participantId)}`;

export const calendarFilePath = (eventId: string) =>
  `/api/event/CreateCalendarEvent/${id(eventId)}`;

/** E-mails the event's calendar file to the caller's own address (feature calendarInvites). */
export const emailCalendarEvent = (api: ApiClient, eventId: string) =>
  api.get<TEmailCalendarResult>(`/api/event/EmailCalendarEvent/${id(eventId)}`);

export const fetchTrainerAvailability = (
  api: ApiClient,
  query: TTrainerAvailabilityQuery,
  signal?: AbortSignal,
) => api.get<TrainerAvailabilityRow[]>('/api/event/GetTrainerAvailability', query, signal);

/** A trainer's facts and blackout rows; null when none were saved yet. */
export const fetchEmployeeInfo = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  api.get<TrainerInfo | null>(`/api/event/GetEmployeeInfo/${id(userAccountId)}`, undefined, signal);

export const saveEmployeeInfo = (api: ApiClient, userAccountId: string, body: TEmployeeInfoSave) =>
  api.post<TrainerInfo>(`/api/event/SaveEmployeeInfo/${id(userAccountId)}`, body);

export const fetchBlackoutStats = (
  api: ApiClient,
  userAccountId: string,
  year: number,
  signal?: AbortSignal,
) =>
  api.get<BlackoutStats>(
    `/api/event/GetUserAccountEmployeeInfoBlackoutStats/${id(userAccountId)}/${year}`,
    undefined,
    signal,
  );
