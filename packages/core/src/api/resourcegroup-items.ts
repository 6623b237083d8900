import { z } from 'zod';
import { CONTENT_ADMINS, CONTENT_STAFF } from '../access/roles';
import { LIBRARY_PARTS } from '../domain/library-parts';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import {
  ZAddContent,
  ZContentList,
  ZContentSave,
  ZContentSearch,
  ZFiltersCountsQuery,
  ZIdList,
  ZSetContentOrder,
  ZUpdateGroupContentItems,
  zResourceGroupCode,
  type TContent,
  type TContentInfo,
  type TContentSearchHit,
  type TFiltersCounts,
  type TGroupContentItem,
  type TPublicContent,
  type TSortMigration,
} from '../validation/resource-group';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';
import { base, call, feature, reader } from './resourcegroup-call';

const items = json<TGroupContentItem[]>('TGroupContentItem[]');
const contents = json<TContent[]>('TContent[]');
const hits = json<PagedResult<TContentSearchHit>>('PagedResult<TContentSearchHit>');

/** Content items: the library, a group's items and their order, search, public items. */
export const contentItemCalls = {
  removeContent: call(
    'DELETE',
    ':groupId/:contentId',
    CONTENT_STAFF,
    'Takes an item out of a group (the item stays in the library).',
    { params: z.object({ groupId: zGuid, contentId: zGuid }), answer: json<boolean>('boolean') },
  ),
  contents: call('GET', 'GetContents', CONTENT_STAFF, 'A page of the library by title and type.', {
    query: ZContentList,
    answer: json<PagedResult<TContentInfo>>('PagedResult<TContentInfo>'),
  }),
  contentsByIds: call('POST', 'getcontentsbyids', reader, 'The reachable items among the ids.', {
    body: ZIdList,
    answer: contents,
  }),
  allContentsByIds: call(
    'POST',
    'getallcontentsbyids',
    CONTENT_STAFF,
    'Items among the ids, in any group or none (staff).',
    { body: ZIdList, answer: contents },
  ),
  relatedInfo: call(
    'POST',
    'GetRelatedContentInfoByIds',
    reader,
    'Titles and summaries of the reachable items among the ids (related sections).',
    {
      body: ZIdList,
      answer: json<TContentInfo[]>('TContentInfo[]'),
      feature: LIBRARY_PARTS.related,
    },
  ),
  groupContents: call('GET', 'getcontentsbyid/:id', reader, "A group's items, in order.", {
    params: zIdParams,
    answer: items,
  }),
  addContent: call('POST', 'addcontent/:id', CONTENT_STAFF, 'Appends library items to a group.', {
    params: zIdParams,
    body: ZAddContent,
    answer: items,
  }),
  filtersCounts: call(
    'GET',
    'GetFiltersCounts',
    reader,
    'Counts of the reachable items by type, tag and group.',
    { query: ZFiltersCountsQuery, answer: json<TFiltersCounts>('TFiltersCounts') },
  ),
  setContentOrder: call(
    'POST',
    'setcontentorder/:id',
    CONTENT_STAFF,
    'Gives every item of a group its place (multi-level: one number per level).',
    { params: zIdParams, body: ZSetContentOrder, answer: items },
  ),
  upsertContent: call(
    'POST',
    'upsertContent/:id',
    CONTENT_STAFF,
    'Creates or changes an item and keeps it in the group.',
    { params: zIdParams, body: ZContentSave, answer: json<TContent>('TContent') },
  ),
  updateGroupContentItems: call(
    'POST',
    'UpdateResourceGroupContentItems',
    CONTENT_STAFF,
    "Replaces a group's items with these, in these places.",
    { body: ZUpdateGroupContentItems, answer: items },
  ),
  introContent: call('GET', 'GetIntroContentItem/:id', reader, "A group's intro item, or null.", {
    params: zIdParams,
    answer: json<TContent | null>('TContent | null'),
  }),
  orderedContentIds: call(
    'GET',
    'GetOrderedContentIdsById/:id',
    reader,
    "The ids of a group's items, in order.",
    { params: zIdParams, answer: json<string[]>('string[]') },
  ),
  searchContents: call(
    'GET',
    'searchContents',
    reader,
    "Full-text search of the items of the caller's groups, or of one of them (where the brand has contentSearch on), best match first.",
    { query: ZContentSearch, answer: hits },
  ),
  searchAllContents: call(
    'GET',
    'searchAllContents',
    CONTENT_STAFF,
    'Full-text search of the whole library (in a group or not), best match first.',
    { query: ZContentSearch, answer: hits },
  ),
  publicContent: endpoint({
    method: 'GET',
    path: `${base}/public/:code/:contentId`,
    access: 'anonymous',
    feature,
    summary:
      'An item marked public of an active group, for visitors of /content (404 for any other).',
    params: z.object({ code: zResourceGroupCode, contentId: zGuid }),
    answer: json<TPublicContent>('TPublicContent'),
  }),
  migrateToMultiLevelSort: call(
    'GET',
    'MigrateToMultiLevelSort',
    CONTENT_ADMINS,
    "Gives every group's items canonical multi-level places (idempotent).",
    { answer: json<TSortMigration>('TSortMigration') },
  ),
};
