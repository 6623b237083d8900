import type { THomeData } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchHomeData } from '../home-api';
import { useBlockData } from './use-block-data';

const EMPTY: THomeData = {
  userAccountId: '',
  trainer: null,
  awards: [],
  resourceGroups: [],
  groupMembership: [],
};

/** The home data the trainer, awards and groups cards share: one call, one cache entry. */
export function useHomeData() {
  const { api } = usePortal();
  return useBlockData({
    queryKey: ['home', 'data'],
    empty: EMPTY,
    load: (signal) => fetchHomeData(api, signal),
  });
}
