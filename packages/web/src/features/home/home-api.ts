import { z } from 'zod';
import {
  zDescriberRequest,
  zProfileReportInfo,
  zTractionPlanStatus,
  type DescriberRequest,
  type ProfileReportInfo,
  type TAccountOwnerInfo,
  type TAward,
  type TCrmAccount,
  type TGroupMembership,
  type TractionPlanStatus,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

/** The person's plan status; null when the server knows no plan (204 or an empty answer). */
export async function fetchPlanStatus(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<TractionPlanStatus | null> {
  const answer = await api.get<unknown>(
    `/api/tractionplan/GetTractionPlanStatusByUserAccountId/${id(userAccountId)}`,
    undefined,
    signal,
  );
  return answer === undefined || answer === null ? null : zTractionPlanStatus.parse(answer);
}

export async function fetchReportInfo(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<ProfileReportInfo[]> {
  const answer = await api.get<unknown>(
    `/api/profilereport/getAllReportInfoByUserAccountId/${id(userAccountId)}`,
    undefined,
    signal,
  );
  return z.array(zProfileReportInfo).parse(answer ?? []);
}

export async function fetchDescriberRequests(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<DescriberRequest[]> {
  const answer = await api.get<unknown>(
    `/api/profiledescriberfeedback/getDescriberRequests/${id(userAccountId)}`,
    undefined,
    signal,
  );
  return z.array(zDescriberRequest).parse(answer ?? []);
}

/** The person's trainer, else their account's owner; null when neither is known. */
export const fetchAccountOwner = async (
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<TAccountOwnerInfo | null> =>
  (await api.get<TAccountOwnerInfo | undefined>(
    `/api/useraccount/GetAccountOwnerByUserAccountId/${id(userAccountId)}`,
    { withImage: true },
    signal,
  )) ?? null;

/** The awards of the person's accounts, newest first. */
export async function fetchAccountAwards(
  api: ApiClient,
  crmAccountIds: string[],
): Promise<TAward[]> {
  if (crmAccountIds.length === 0) return [];
  const accounts = await api.post<TCrmAccount[]>('/api/crmaccount/GetByIds', crmAccountIds);
  return accounts
    .flatMap((account) => account.awards)
    .sort((a, b) => b.awardedDate.localeCompare(a.awardedDate));
}

export const fetchMembership = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  api.get<TGroupMembership[]>(
    `/api/usergroup/GetMembership/${id(userAccountId)}`,
    undefined,
    signal,
  );
