import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { planKeys } from './plan-api';
import { planAddressOf, planKeyOf, planQuery, type PlanAddress } from './plan-query';

export type { PlanAddress } from './plan-query';

/** Which plan the page shows. */
export function usePlanAddress(): PlanAddress | null {
  return planAddressOf(useParams(), useSession().session);
}

/** The plan at an address, and the cache key it is kept under. */
export function usePlanQuery(address: PlanAddress | null) {
  const { api } = usePortal();
  const key = address ? planKeyOf(address) : planKeys.all;
  const query = useQuery({
    queryKey: key,
    queryFn: (context) => {
      if (!address) throw new Error('No plan address.');
      return planQuery(api, address).queryFn(context);
    },
    enabled: address !== null,
  });
  return { query, key };
}
