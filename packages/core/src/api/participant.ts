import { z } from 'zod';
import { EVENT_MANAGERS } from '../access/roles';
import { zPdfBatch } from '../domain/documents';
import { zEmail } from '../validation/email';
import {
  ZMakeupRequestsQuery,
  ZMakeupStatusParams,
  ZSendSchedulingLinks,
  type TMakeupOption,
  type TMakeupRequest,
  type TSchedulingLink,
  type TSendSchedulingLinksResult,
} from '../validation/event-makeup';
import { zFlag } from '../validation/events';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import {
  ZMakeupRequest,
  ZParticipantSave,
  ZParticipantSearch,
  ZParticipantsSave,
  ZScheduledParams,
  ZSendInvites,
  zGuidArray,
  type TEventCertificate,
  type TImportResult,
  type TParticipant,
  type TParticipantEmail,
  type TParticipantWithEvent,
  type TSendInvitesResult,
} from '../validation/participants';
import { endpoint, file, json, jsonOf } from './endpoint';
import { zAnyIdParams, zIdParams } from './params';

const base = '/api/participant';
const signedIn = 'any';
const managers = EVENT_MANAGERS;
const participant = json<TParticipant>('TParticipant');
const participants = json<TParticipant[]>('TParticipant[]');
const withEvents = json<TParticipantWithEvent[]>('TParticipantWithEvent[]');
const certificate = json<TEventCertificate>('TEventCertificate');
const makeupRequest = json<TMakeupRequest>('TMakeupRequest');
const scheduling = 'participantScheduling';
/**
 * An event's registrations are administered with `events` on; a person's own, and reads by id of
 * what the caller may see, stay open.
 */
const admin = 'events';
const schedulingAdmin = [admin, scheduling] as const;

/**
 * Participants of training events: registrations, imports, invitations, certificates, and
 * participant scheduling (links and make-up events, feature participantScheduling).
 */
export const participantApi = {
  // A failed search answers an empty page (error catalogue); bad input and refusals do not.
  search: endpoint({
    method: 'GET',
    path: base,
    access: signedIn,
    feature: admin,
    summary: "An event's participants the caller may see, by text and state.",
    query: ZParticipantSearch,
    answer: json<PagedResult<TParticipant>>('PagedResult<TParticipant>'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/GetById/:id`,
    access: signedIn,
    summary: 'One registration: its person, or the managers of its event.',
    params: zIdParams,
    answer: participant,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/getByIds`,
    access: signedIn,
    summary: 'The given registrations the caller may see.',
    body: zGuidArray,
    answer: participants,
  }),
  byEventIds: endpoint({
    method: 'POST',
    path: `${base}/getByEventIds`,
    access: signedIn,
    summary: 'The registrations of the given events the caller may see.',
    body: zGuidArray,
    answer: participants,
  }),
  mostRecentStarted: endpoint({
    method: 'GET',
    path: `${base}/getMostRecentParticipantsByUaIdThatHaveStartedForEachEventType/:id`,
    access: signedIn,
    summary: "Person {id}'s latest started registration of each event type.",
    params: zIdParams,
    answer: withEvents,
  }),
  byUserAccount: endpoint({
    method: 'GET',
    path: `${base}/GetByUserAccountId/:id`,
    access: signedIn,
    summary: "Person {id}'s registrations with their events, soonest first.",
    params: zIdParams,
    answer: withEvents,
  }),
  scheduledByCategory: endpoint({
    method: 'GET',
    path: `${base}/GetScheduledByUserAccountIdAndCategory/:a/:b/:c/:d`,
    access: signedIn,
    summary: "Person {a}'s registrations of category {b} in state {c} within {d} days.",
    params: ZScheduledParams,
    answer: withEvents,
  }),
  // A failed delete answers false (error catalogue); another's registration is still 403.
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    access: managers,
    feature: admin,
    summary: "Deletes a registration (the event's managers); false when it cannot.",
    params: zAnyIdParams,
    answer: json<boolean>('boolean'),
  }),
  deleteSelf: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteSelf/:id`,
    access: signedIn,
    summary: "Withdraws the caller's own registration; false when it cannot.",
    params: zAnyIdParams,
    answer: json<boolean>('boolean'),
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: managers,
    feature: admin,
    summary: 'Registers a person to an event, or changes a registration.',
    body: ZParticipantSave,
    answer: participant,
  }),
  saveMany: endpoint({
    method: 'POST',
    path: `${base}/saveParticipants`,
    access: managers,
    feature: admin,
    summary: 'Saves several registrations, in order.',
    body: ZParticipantsSave,
    answer: participants,
  }),
  emailsByEventType: endpoint({
    method: 'POST',
    path: `${base}/GetEmailsByEventType/:a/:b`,
    access: 'eventAdmin',
    feature: admin,
    summary: "The addresses of event type {a}'s participants ({b}: checked-in ones only).",
    params: z.object({ a: zGuid, b: zFlag }),
    answer: json<TParticipantEmail[]>('TParticipantEmail[]'),
  }),
  registration: endpoint({
    method: 'GET',
    path: `${base}/GetByEventEmailUserAccountId/:a/:b/:c`,
    access: signedIn,
    summary: "The registration to event {a} by address {b} or person {c} ('null': none); null.",
    params: z.object({ a: zGuid, b: zEmail, c: z.union([zGuid, z.enum(['null', 'none'])]) }),
    answer: json<TParticipant | null>('TParticipant | null'),
  }),
  importGroupMembers: endpoint({
    method: 'GET',
    path: `${base}/CreateParticipantsFromGroupMembers/:a/:b`,
    access: managers,
    feature: admin,
    summary: 'Registers the members of group {b} to event {a}.',
    params: z.object({ a: zGuid, b: zGuid }),
    answer: json<TImportResult>('TImportResult'),
  }),
  sendInvites: endpoint({
    method: 'POST',
    path: `${base}/sendInvites/:x`,
    access: managers,
    feature: admin,
    summary: 'E-mails the invitations of event {x}: to these participants, or to all not invited.',
    params: z.object({ x: zGuid }),
    body: ZSendInvites,
    answer: json<TSendInvitesResult>('TSendInvitesResult'),
  }),
  certificateData: endpoint({
    method: 'GET',
    path: `${base}/GetEventCertificateData/:id`,
    feature: 'certificates',
    access: signedIn,
    summary: "A registration's event certificate (its person, or the event's managers).",
    params: zIdParams,
    answer: certificate,
  }),
  // The print view's data: anonymous, opened by a print key for this certificate (header).
  certificatePrintData: endpoint({
    method: 'GET',
    path: `${base}/GetEventCertificatePrintData/:id`,
    access: 'anonymous',
    summary: 'The certificate for the print view, opened by its print key (print-key header).',
    params: zIdParams,
    answer: certificate,
  }),
  certificatePdf: endpoint({
    method: 'GET',
    path: `${base}/GetEventCertificatePdf/:id`,
    feature: ['certificates', 'pdfDownloads'],
    access: signedIn,
    summary: 'The certificate as a PDF.',
    params: zIdParams,
    answer: file,
  }),
  startCertificateBatch: endpoint({
    method: 'POST',
    path: `${base}/StartGenerateParticipantCertificatePdfBatch/:x`,
    feature: ['events', 'certificates', 'pdfDownloads'],
    access: managers,
    summary: 'Starts rendering every earned certificate of event {x} into one zip.',
    params: z.object({ x: zGuid }),
    answer: jsonOf(zPdfBatch, 'PdfBatch'),
  }),
  downloadCertificateBatch: endpoint({
    method: 'GET',
    path: `${base}/DownloadReportPdfBatch/:id`,
    feature: 'pdfDownloads',
    access: signedIn,
    summary: 'The zip of a finished certificate batch (only for whom started it).',
    params: zIdParams,
    answer: file,
  }),
  schedulingLink: endpoint({
    method: 'GET',
    path: `${base}/GetSchedulingLink/:id`,
    access: signedIn,
    feature: scheduling,
    summary: "A registration's own scheduling link.",
    params: zIdParams,
    answer: json<TSchedulingLink>('TSchedulingLink'),
  }),
  makeupOptions: endpoint({
    method: 'GET',
    path: `${base}/GetMakeupOptions/:id`,
    access: signedIn,
    feature: scheduling,
    summary: 'The make-up events a registration may move to.',
    params: zIdParams,
    answer: json<TMakeupOption[]>('TMakeupOption[]'),
  }),
  requestMakeup: endpoint({
    method: 'POST',
    path: `${base}/RequestMakeup/:id`,
    access: signedIn,
    feature: scheduling,
    summary: 'Asks for a make-up event for a missed one.',
    params: zIdParams,
    body: ZMakeupRequest,
    answer: makeupRequest,
  }),
  cancelMakeup: endpoint({
    method: 'DELETE',
    path: `${base}/CancelMakeup/:id`,
    access: signedIn,
    feature: scheduling,
    summary: 'Withdraws a make-up request.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  setMakeupStatus: endpoint({
    method: 'POST',
    path: `${base}/SetMakeupStatus/:id/:status`,
    access: managers,
    feature: schedulingAdmin,
    summary: 'Marks a make-up request pending or complete.',
    params: ZMakeupStatusParams,
    answer: makeupRequest,
  }),
  makeupRequests: endpoint({
    method: 'GET',
    path: `${base}/GetMakeupRequests`,
    access: managers,
    feature: schedulingAdmin,
    summary: 'The make-up requests of an event (missed or make-up), by state.',
    query: ZMakeupRequestsQuery,
    answer: json<TMakeupRequest[]>('TMakeupRequest[]'),
  }),
  sendSchedulingLinks: endpoint({
    method: 'POST',
    path: `${base}/SendSchedulingLinks/:id`,
    access: managers,
    feature: schedulingAdmin,
    summary:
      'E-mails each participant of event {id} their own scheduling link, once unless resend.',
    params: zIdParams,
    body: ZSendSchedulingLinks,
    answer: json<TSendSchedulingLinksResult>('TSendSchedulingLinksResult'),
  }),
};
