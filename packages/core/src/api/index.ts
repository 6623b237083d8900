import type { AnyEndpoint } from './endpoint';
import { crmAccountApi } from './crmaccount';
import { eventSurveyApi } from './event-survey';
import { jobsApi } from './jobs';
import { messageTemplateApi } from './messagetemplate';
import { notesApi } from './notes';
import { userAccountApi } from './useraccount';
import { authApi, authInteractionApi, inviteCodeApi } from './auth';
import { userGroupApi } from './usergroup';
import { webhooksApi } from './webhooks';

/**
 * The API contract: every endpoint defined in core, by area. The areas not listed here are
 * still registered by hand on the server (their routes are described from the registered route
 * and its rule only); see docs/architecture.md, "The API contract".
 */
export const API_CONTRACT = {
  auth: authApi,
  signin: authInteractionApi,
  invitecode: inviteCodeApi,
  crmaccount: crmAccountApi,
  event: eventSurveyApi,
  jobs: jobsApi,
  messagetemplate: messageTemplateApi,
  notes: notesApi,
  useraccount: userAccountApi,
  usergroup: userGroupApi,
  webhooks: webhooksApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export type ContractArea = keyof typeof API_CONTRACT;

/** Every endpoint of the contract with its area and name. */
export function contractEndpoints(): { area: ContractArea; name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(API_CONTRACT).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({
      area: area as ContractArea,
      name,
      endpoint,
    })),
  );
}
