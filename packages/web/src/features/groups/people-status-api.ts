import { z } from 'zod';
import {
  profileParticipantApi,
  tractionPlanApi,
  zProfileParticipantStatus,
  zTractionPlanStatus,
  type ProfileParticipantStatus,
  type TractionPlanStatus,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** Plan status of each person asked about, by user account id. */
export async function fetchPlanStatuses(
  api: ApiClient,
  userAccountIds: string[],
): Promise<Map<string, TractionPlanStatus>> {
  if (userAccountIds.length === 0) return new Map();
  const answer: unknown = await call(api, tractionPlanApi.statusByUserAccountIds, {
    body: userAccountIds,
  });
  const rows = z.array(zTractionPlanStatus).parse(answer ?? []);
  return new Map(rows.flatMap((row) => (row.userAccountId ? [[row.userAccountId, row]] : [])));
}

/** The latest 360 status of each person asked about, by user account id. */
export async function fetchProfileStatuses(
  api: ApiClient,
  userAccountIds: string[],
): Promise<Map<string, ProfileParticipantStatus>> {
  if (userAccountIds.length === 0) return new Map();
  const answer = await call(api, profileParticipantApi.latestStatuses, {
    body: { userAccountIds },
  });
  const rows = z.array(zProfileParticipantStatus).parse(answer ?? []);
  return new Map(rows.map((row) => [row.userAccountId, row]));
}
