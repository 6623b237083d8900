import { createContext, useContext } from 'react';
import type { AppConfig, Brand } from '@portal/core';
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
