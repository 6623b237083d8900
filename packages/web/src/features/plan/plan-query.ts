import { holds, type Session } from '@portal/core';
import type { Params } from 'react-router';
import type { ApiClient } from '../../api/client';
import {
  fetchPlanById,
  fetchPlanByReviewId,
  fetchPlanOfUser,
  isPlanIdType,
  planKeys,
  type PlanIdType,
} from './plan-api';
import { userAccountIdOf } from './plan-owner';

export type PlanAddress = { idType: PlanIdType; id: string };

/**
 * Which plan plan/{idType}/{id} shows, or, without them, the signed-in person's own (only with the
 * claim of a plan of one's own: a coach opening `plan` is shown the way to coachees' plans).
 */
export function planAddressOf(
  { idType, id }: Readonly<Params>,
  session: Session | null,
): PlanAddress | null {
  if (idType === undefined) {
    const own = session && holds(session, 'tractionPlan') ? userAccountIdOf(session) : null;
    return own ? { idType: 'userAccount', id: own } : null;
  }
  if (!isPlanIdType(idType) || !id) return null;
  return { idType, id };
}

/** The cache key of the plan at an address. */
export const planKeyOf = ({ idType, id }: PlanAddress) =>
  idType === 'review'
    ? planKeys.byReview(id)
    : idType === 'id'
      ? planKeys.byId(id)
      : planKeys.byUser(id);

/** The query of the plan at an address: what the page reads and what is fetched ahead of it. */
export const planQuery = (api: ApiClient, address: PlanAddress) => ({
  queryKey: planKeyOf(address),
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    if (address.idType === 'review') return fetchPlanByReviewId(api, address.id, signal);
    if (address.idType === 'id') return fetchPlanById(api, address.id, signal);
    return fetchPlanOfUser(api, address.id, signal);
  },
});
