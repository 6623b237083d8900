import { z } from 'zod';
import {
  profileDescriberApi,
  profileReportApi,
  tractionPlanApi,
  userAccountApi,
  zDescriberRequest,
  zProfileReportInfo,
  zTractionPlanStatus,
  type DescriberRequest,
  type ProfileReportInfo,
  type TractionPlanStatus,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The person's plan status; null when the server knows no plan (204 or an empty answer). */
export async function fetchPlanStatus(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<TractionPlanStatus | null> {
  const answer: unknown = await call(
    api,
    tractionPlanApi.statusByUserAccountId,
    { params: { x: userAccountId } },
    signal,
  );
  return answer === undefined || answer === null ? null : zTractionPlanStatus.parse(answer);
}

export async function fetchReportInfo(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<ProfileReportInfo[]> {
  const answer = await call(
    api,
    profileReportApi.infoOfAccount,
    { params: { id: userAccountId } },
    signal,
  );
  return z.array(zProfileReportInfo).parse(answer ?? []);
}

export async function fetchDescriberRequests(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<DescriberRequest[]> {
  const answer = await call(
    api,
    profileDescriberApi.requests,
    { params: { id: userAccountId } },
    signal,
  );
  return z.array(zDescriberRequest).parse(answer ?? []);
}

/**
 * The signed-in person's trainer or account owner, their accounts' awards and their groups, in
 * one call (useraccount/GetHomeData); three cards read it.
 */
export const fetchHomeData = (api: ApiClient, signal?: AbortSignal) =>
  call(api, userAccountApi.homeData, {}, signal);
