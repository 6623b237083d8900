import { z } from 'zod';
import { CONTENT_ADMINS, CONTENT_STAFF } from '../access/roles';
import { LIBRARY_PARTS } from '../domain/library-parts';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import {
  RESOURCE_GROUP_LIMITS,
  ZIdList,
  ZMemberCandidateQuery,
  ZResourceGroupSave,
  ZResourceGroupSearch,
  zResourceGroupCode,
  type TFeaturedContent,
  type TGroupContents,
  type TNamedMember,
  type TResourceGroup,
} from '../validation/resource-group';
import { endpoint, file as fileAnswer, json } from './endpoint';
import { zAnyIdParams, zIdParams } from './params';
import { base, call, feature, reader } from './resourcegroup-call';

const group = json<TResourceGroup>('TResourceGroup');
const groups = json<TResourceGroup[]>('TResourceGroup[]');
const namedMembers = json<TNamedMember[]>('TNamedMember[]');

/** Resource groups: reading them, building them, their members and priority slots, printing them. */
export const resourceGroupCalls = {
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
  latestFeatured: call(
    'GET',
    'GetLatestFeaturedContent',
    reader,
    "The featured item of the caller's most recently featured group, or null.",
    {
      answer: json<TFeaturedContent | null>('TFeaturedContent | null'),
      feature: LIBRARY_PARTS.featured,
    },
  ),
  hasFeatured: call(
    'GET',
    'HasFeaturedContent',
    reader,
    'Whether the caller has featured content.',
    { answer: json<boolean>('boolean'), feature: LIBRARY_PARTS.featured },
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
};
