import { z } from 'zod';
import { CONTENT_ADMINS, CONTENT_STAFF } from '../access/roles';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import {
  RESOURCE_GROUP_LIMITS,
  ZAddContent,
  ZContentList,
  ZContentSave,
  ZContentSearch,
  ZFiltersCountsQuery,
  ZIdList,
  ZMemberCandidateQuery,
  ZResourceGroupSave,
  ZResourceGroupSearch,
  ZSetContentOrder,
  ZUpdateGroupContentItems,
  zResourceGroupCode,
  type TContent,
  type TContentInfo,
  type TContentSearchHit,
  type TFeaturedContent,
  type TFiltersCounts,
  type TGroupContentItem,
  type TGroupContents,
  type TNamedMember,
  type TPublicContent,
  type TResourceGroup,
  type TSortMigration,
} from '../validation/resource-group';
import {
  ZContentProgress,
  ZInitializeSeries,
  ZReleaseSurveyParams,
  ZSeriesBatchParams,
  ZTrendingByUaParams,
  ZTrendingParams,
  ZTrendingQuery,
  type TSeriesCleanup,
  type TSeriesMemberStats,
  type TSeriesRelease,
  type TSeriesRun,
  type TSeriesTestRelease,
  type TTrendingContent,
  type TTrendingUpdate,
} from '../validation/content-series';
import {
  ZContentFileList,
  ZContentFileRename,
  ZContentFileUpload,
  type TLinkedContentFile,
  type TManagedContentFile,
} from '../domain/content-files';
import {
  endpoint,
  file as fileAnswer,
  json,
  type Answer,
  type EndpointAccess,
  type HttpMethod,
} from './endpoint';
import { zAnyIdParams, zIdParams } from './params';

const base = '/api/resourcegroup';
/** Every call of the library needs the brand's resourceGroup feature. */
const feature = 'resourceGroup';
/**
 * Reading: any signed-in person; each group is checked in the service (staff see every group,
 * members only the active groups they belong to, so a draft answers 404 to them).
 */
const reader = 'any';

const group = json<TResourceGroup>('TResourceGroup');
const groups = json<TResourceGroup[]>('TResourceGroup[]');
const items = json<TGroupContentItem[]>('TGroupContentItem[]');
const contents = json<TContent[]>('TContent[]');
const trending = json<TTrendingContent[]>('TTrendingContent[]');
const seriesRun = json<TSeriesRun>('TSeriesRun');
const managedFile = json<TManagedContentFile>('TManagedContentFile');
const fileParams = z.object({ fileId: zGuid });
const namedMembers = json<TNamedMember[]>('TNamedMember[]');
const hits = json<PagedResult<TContentSearchHit>>('PagedResult<TContentSearchHit>');

function call<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Answer = Answer,
>(
  method: HttpMethod,
  action: string,
  access: EndpointAccess,
  summary: string,
  parts: { params?: P; query?: Q; body?: B; answer: A },
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

/** Resource groups and their content (part 2's `resourcegroup` calls that are built). */
export const resourceGroupApi = {
  list: call('GET', '', reader, 'The resource groups the caller reaches (staff: every group).', {
    answer: groups,
  }),
  get: call('GET', ':id', reader, 'One resource group (404 when the caller does not reach it).', {
    params: zIdParams,
    answer: group,
  }),
  print: call('GET', 'getPrint/:id', reader, 'A group with its items whole, in order, to print.', {
    params: zIdParams,
    answer: json<TGroupContents>('TGroupContents'),
  }),
  byIds: call('POST', 'getResourceGroupsByIds', reader, 'The reachable groups among the ids.', {
    body: ZIdList,
    answer: groups,
  }),
  search: call(
    'GET',
    'SearchResourceGroups',
    reader,
    'A page of reachable groups by name or code.',
    {
      query: ZResourceGroupSearch,
      answer: json<PagedResult<TResourceGroup>>('PagedResult<TResourceGroup>'),
    },
  ),
  byCode: call('GET', 'GetResourceGroupByCode/:code', reader, 'A reachable group by its code.', {
    params: z.object({ code: zResourceGroupCode }),
    answer: group,
  }),
  save: call('POST', 'save', CONTENT_STAFF, 'Creates or changes a group (status moves checked).', {
    body: ZResourceGroupSave,
    answer: group,
  }),
  remove: call('DELETE', ':id', CONTENT_ADMINS, 'Deletes a group that is not active.', {
    params: zAnyIdParams,
    answer: json<boolean>('boolean'),
  }),
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
    { body: ZIdList, answer: json<TContentInfo[]>('TContentInfo[]') },
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
  memberCandidates: call(
    'GET',
    'FindMemberCandidates',
    CONTENT_STAFF,
    'Up to 20 user groups, CRM accounts or events of the brand by name, to pick as members.',
    { query: ZMemberCandidateQuery, answer: namedMembers },
  ),
  memberNames: call('GET', 'GetMemberNames/:id', CONTENT_STAFF, "A group's members, named.", {
    params: zIdParams,
    answer: namedMembers,
  }),
  userCount: call('GET', 'getUserCount/:id', CONTENT_STAFF, 'How many people a group reaches.', {
    params: zIdParams,
    answer: json<number>('number'),
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
  latestFeatured: call(
    'GET',
    'GetLatestFeaturedContent',
    reader,
    "The featured item of the caller's most recently featured group, or null.",
    { answer: json<TFeaturedContent | null>('TFeaturedContent | null') },
  ),
  hasFeatured: call(
    'GET',
    'HasFeaturedContent',
    reader,
    'Whether the caller has featured content.',
    {
      answer: json<boolean>('boolean'),
    },
  ),
  isPriorityAvailable: call(
    'GET',
    'IsPriorityAvailable/:n/:x?',
    CONTENT_STAFF,
    'Whether priority slot n is free (x: the group being edited, which may keep its own).',
    {
      params: z.object({
        n: z.coerce.number().int().min(1).max(RESOURCE_GROUP_LIMITS.prioritySlots),
        x: zGuid.optional(),
      }),
      answer: json<boolean>('boolean'),
    },
  ),
  searchContents: call(
    'GET',
    'searchContents',
    reader,
    "Full-text search of the items of the caller's groups, best match first.",
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
  // The print view's data: anonymous, opened by a print key for this group (print-key header).
  printData: endpoint({
    method: 'GET',
    path: `${base}/getPrintData/:code`,
    access: 'anonymous',
    feature,
    summary:
      "A group with its items whole, for the print view, opened by its print key (a series member's key names them: their released items only).",
    params: z.object({ code: zResourceGroupCode }),
    query: z.object({ reader: zGuid.optional() }),
    answer: json<TGroupContents>('TGroupContents'),
  }),
  printPdf: endpoint({
    method: 'GET',
    path: `${base}/GetPrintPdf/:id`,
    access: reader,
    feature,
    summary: 'A reachable group with its items whole, as a PDF.',
    params: zIdParams,
    answer: fileAnswer,
  }),
  migrateToMultiLevelSort: call(
    'GET',
    'MigrateToMultiLevelSort',
    CONTENT_ADMINS,
    "Gives every group's items canonical multi-level places (idempotent).",
    { answer: json<TSortMigration>('TSortMigration') },
  ),
  contentProgress: call(
    'POST',
    'contentProgress/:id',
    reader,
    'Counts a view of a reachable item, or its completion (once per person).',
    { params: zIdParams, body: ZContentProgress, answer: json<boolean>('boolean') },
  ),
  trending: call(
    'GET',
    'GetTrendingContent/:count/:skip/:name',
    reader,
    'The reachable items ranked by the global metrics (views and completions of late).',
    { params: ZTrendingParams, query: ZTrendingQuery, answer: trending },
  ),
  trendingByUa: call(
    'GET',
    'GetTrendingContentByUa/:uaId/:count/:skip/:name',
    reader,
    "The items ranked by one person's own views and completions (themself or content staff).",
    { params: ZTrendingByUaParams, query: ZTrendingQuery, answer: trending },
  ),
  updateTrendingMetrics: call(
    'GET',
    'UpdateGlobalTrendingContentMetrics',
    CONTENT_ADMINS,
    "Recomputes the brand's trending metrics now (the scheduled job does it every hour).",
    { answer: json<TTrendingUpdate>('TTrendingUpdate') },
  ),
  initializeSeries: call(
    'POST',
    'initializeSeries',
    CONTENT_STAFF,
    "Starts a series group's release for its current members (their first item now).",
    { body: ZInitializeSeries, answer: seriesRun },
  ),
  initializeSeriesById: call(
    'GET',
    'InitializeSeriesById/:id',
    CONTENT_STAFF,
    'initializeSeries with the group in the path.',
    { params: zIdParams, answer: seriesRun },
  ),
  batchProcessSeries: call(
    'POST',
    'batchProcessSeries/:a/:b/:c',
    CONTENT_STAFF,
    'Releases what is due now to one batch of a series group: a group, b members per batch, c batch.',
    { params: ZSeriesBatchParams, answer: seriesRun },
  ),
  userSeriesStats: call(
    'GET',
    'GetUserSeriesStats/:id',
    CONTENT_STAFF,
    "Each member's released, remaining and completed items of a series group.",
    { params: zIdParams, answer: json<TSeriesMemberStats[]>('TSeriesMemberStats[]') },
  ),
  performSeriesTest: call(
    'GET',
    'PerformSeriesTest/:id',
    CONTENT_STAFF,
    'A dry run: what a series run now would release to whom (changes nothing).',
    { params: zIdParams, answer: json<TSeriesTestRelease[]>('TSeriesTestRelease[]') },
  ),
  cleanupSeriesTest: call(
    'GET',
    'CleanupTest',
    CONTENT_ADMINS,
    'Removes the series state of archived groups and of groups no longer in series mode.',
    { answer: json<TSeriesCleanup>('TSeriesCleanup') },
  ),
  releaseSurveyContent: call(
    'POST',
    'releaseSurveyContent/:a/:b/:c?',
    CONTENT_STAFF,
    'Releases an item of a series to a member now: a group, b person, c item (else the next).',
    { params: ZReleaseSurveyParams, answer: json<TSeriesRelease>('TSeriesRelease') },
  ),
  uploadFile: call(
    'POST',
    'file',
    CONTENT_STAFF,
    'Uploads a file of the library as multipart/form-data (field file); the kind in the query. Typed by its bytes; answered with its signed address.',
    { query: ZContentFileUpload, answer: json<TLinkedContentFile>('TLinkedContentFile') },
  ),
  files: call(
    'GET',
    'files',
    CONTENT_ADMINS,
    "The file manager: a page of the brand's files of one kind, with who uploaded them and which items use them.",
    {
      query: ZContentFileList,
      answer: json<PagedResult<TManagedContentFile>>('PagedResult<TManagedContentFile>'),
    },
  ),
  fileInfo: call('GET', 'files/:fileId', CONTENT_ADMINS, 'One file of the file manager.', {
    params: fileParams,
    answer: managedFile,
  }),
  renameFile: call(
    'POST',
    'files/:fileId/rename',
    CONTENT_ADMINS,
    'Renames a file (the name shown and given to downloads).',
    { params: fileParams, body: ZContentFileRename, answer: managedFile },
  ),
  deleteFile: call(
    'DELETE',
    'files/:fileId',
    CONTENT_ADMINS,
    'Deletes a file no item uses (409 naming the items that use it).',
    { params: fileParams, answer: json<boolean>('boolean') },
  ),
};
