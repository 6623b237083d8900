import {
  SELF_REGISTER_DEFAULT_DAYS,
  eventAdminApi,
  eventApi,
  participantApi,
  userAccountApi,
  type TCheckinRequest,
  type TEmployeeInfoSave,
  type TTrainerAvailabilityQuery,
} from '@portal/core';
import { call, endpointPath } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** The calls of the participants' event screens (check-in, myevents, certificates, availability). */

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
  call(api, eventApi.checkinEventByCode, { params: { code } }, signal);

export const validateEventCode = (api: ApiClient, code: string) =>
  call(api, eventApi.validateCode, { params: { code } });

export const checkIn = (api: ApiClient, eventId: string, body: TCheckinRequest) =>
  call(api, eventApi.checkIn, { params: { id: eventId }, body });

export const fetchParticipant = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  call(api, participantApi.get, { params: { id: participantId } }, signal);

export const fetchEvent = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, eventApi.get, { params: { id: eventId } }, signal);

/** The person's registrations with their events, soonest first. */
export const fetchMyEvents = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  call(api, participantApi.byUserAccount, { params: { id: userAccountId } }, signal);

/** Open self-register events starting within `days` (the spec's default window: 30 days). */
export const fetchSelfRegisterEvents = (
  api: ApiClient,
  days: number = SELF_REGISTER_DEFAULT_DAYS,
) => call(api, eventApi.selfRegisterEvents, { params: { days }, body: {} });

export const selfRegister = (api: ApiClient, eventId: string, register: boolean) =>
  call(api, eventApi.selfRegister, { params: { id: eventId, flag: register } });

export const deleteSelf = (api: ApiClient, participantId: string) =>
  call(api, participantApi.deleteSelf, { params: { id: participantId } });

export const fetchByShareCode = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, userAccountApi.getByShareCode, { params: { code } }, signal);

export const fetchCertificate = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  call(api, participantApi.certificateData, { params: { id: participantId } }, signal);

export const certificatePdfPath = (participantId: string) =>
  endpointPath(participantApi.certificatePdf, { params: { id: participantId } });

export const calendarFilePath = (eventId: string) =>
  endpointPath(eventApi.calendarFile, { params: { id: eventId } });

/** E-mails the event's calendar file to the caller's own address (feature calendarInvites). */
export const emailCalendarEvent = (api: ApiClient, eventId: string) =>
  call(api, eventAdminApi.emailCalendarEvent, { params: { id: eventId } });

export const fetchTrainerAvailability = (
  api: ApiClient,
  query: TTrainerAvailabilityQuery,
  signal?: AbortSignal,
) => call(api, eventAdminApi.trainerAvailability, { query }, signal);

/** A trainer's facts and blackout rows; null when none were saved yet. */
export const fetchEmployeeInfo = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  call(api, eventAdminApi.employeeInfo, { params: { id: userAccountId } }, signal);

export const saveEmployeeInfo = (api: ApiClient, userAccountId: string, body: TEmployeeInfoSave) =>
  call(api, eventAdminApi.saveEmployeeInfo, { params: { id: userAccountId }, body });

export const fetchBlackoutStats = (
  api: ApiClient,
  userAccountId: string,
  year: number,
  signal?: AbortSignal,
) => call(api, eventAdminApi.blackoutStats, { params: { a: userAccountId, b: year } }, signal);
