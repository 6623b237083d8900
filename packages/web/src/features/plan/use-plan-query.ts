import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
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

/** Which plan a page shows: plan/{idType}/{id}, or the signed-in person's own without them. */
export function usePlanAddress(): PlanAddress | null {
  const { idType, id } = useParams();
  const own = userAccountIdOf(useSession().session);
  if (idType === undefined) return own ? { idType: 'userAccount', id: own } : null;
  if (!isPlanIdType(idType) || !id) return null;
  return { idType, id };
}

const keyOf = ({ idType, id }: PlanAddress) =>
  idType === 'review'
    ? planKeys.byReview(id)
    : idType === 'id'
      ? planKeys.byId(id)
      : planKeys.byUser(id);

/** The plan at an address, and the cache key it is kept under. */
export function usePlanQuery(address: PlanAddress | null) {
  const { api } = usePortal();
  const key = address ? keyOf(address) : planKeys.all;
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => {
      if (!address) throw new Error('No plan address.');
      if (address.idType === 'review') return fetchPlanByReviewId(api, address.id, signal);
      if (address.idType === 'id') return fetchPlanById(api, address.id, signal);
      return fetchPlanOfUser(api, address.id, signal);
    },
    enabled: address !== null,
  });
  return { query, key };
}
