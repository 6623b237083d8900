import { CONTENT_STAFF } from '../access/roles';
import { zIdParams } from './params';
import {
  ZContentRestore,
  ZContentVersionParams,
  type TContentVersion,
  type TContentVersionInfo,
} from '../validation/content-versions';
import type { TContent } from '../validation/resource-group';
import { endpoint, json } from './endpoint';

const base = '/api/resourcegroup';
/** The content staff, with the library's feature, like every other building call. */
const staff = { access: CONTENT_STAFF, feature: 'resourceGroup' } as const;

/** The saved versions of content items (the editor's versions menu). */
export const contentVersionApi = {
  list: endpoint({
    method: 'GET',
    path: `${base}/GetContentVersions/:id`,
    ...staff,
    summary: "An item's saved versions, newest first.",
    params: zIdParams,
    answer: json<TContentVersionInfo[]>('TContentVersionInfo[]'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/GetContentVersion/:id/:version`,
    ...staff,
    summary: 'One saved version of an item, whole.',
    params: ZContentVersionParams,
    answer: json<TContentVersion>('TContentVersion'),
  }),
  restore: endpoint({
    method: 'POST',
    path: `${base}/RestoreContentVersion/:id/:version`,
    ...staff,
    summary: 'Makes a saved version the current content (a new save; the current one is kept).',
    params: ZContentVersionParams,
    body: ZContentRestore,
    answer: json<TContent>('TContent'),
  }),
};
