import { createContext, useContext } from 'react';
import { isGateOpen, type AppConfig, type Brand, type FeatureGate } from '@portal/core';
import type { ApiClient } from '../api/client';

/** What every page may read: the brand of this origin, its configuration and the API. */
export type Portal = {
  brand: Brand;
  version: string;
  config: AppConfig;
  api: ApiClient;
};

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() needs a <PortalContext.Provider>.');
  return portal;
}

/**
 * Whether the brand's configuration has this feature (or every one of these) on; a flag it does
 * not name is on.
 */
export function useFeatureOn(gate: FeatureGate): boolean {
  return isGateOpen(usePortal().config.features, gate);
}
