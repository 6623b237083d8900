import { zAppPageInput, type TAppPageRecord } from '../validation/app-page';
import { genericAreaApi } from './generic';

/**
 * The configured pages of the caller's brand through the generic operations: any signed-in
 * person reads them; developers change them (the spec's page-text edit mode).
 */
export const appPageApi = genericAreaApi<TAppPageRecord, typeof zAppPageInput>(
  'apppage',
  { read: 'any', write: 'developer' },
  zAppPageInput,
  'TAppPageRecord',
);
