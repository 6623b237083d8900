import { z } from 'zod';
import type { FeatureGate } from '../domain/features';
import { endpoint, type Answer, type EndpointAccess, type HttpMethod } from './endpoint';

/** What the library's call lists share: their base path, feature and reading rule, and `call`. */
export const base = '/api/resourcegroup';
/** Every call of the library needs the brand's resourceGroup feature. */
export const feature = 'resourceGroup';
/**
 * Reading: any signed-in person; each group is checked in the service (staff see every group,
 * members only the active groups they belong to, so a draft answers 404 to them).
 */
export const reader = 'any';

/** A call of the library; `feature` names the gate of a part of it (core's `LIBRARY_PARTS`). */
export function call<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Answer = Answer,
>(
  method: HttpMethod,
  action: string,
  access: EndpointAccess,
  summary: string,
  parts: { params?: P; query?: Q; body?: B; answer: A; feature?: FeatureGate },
) {
  return endpoint<P, Q, B, A>({
    method,
    path: `${base}${action ? `/${action}` : ''}` as `/api/${string}`,
    access,
    feature,
    summary,
    ...parts,
  });
}
