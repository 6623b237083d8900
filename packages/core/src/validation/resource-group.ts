import { z } from 'zod';
import {
  CONTENT_ENTITY_TYPES,
  ZContentSections,
  zSafeLink,
  type ContentEntityType,
  type TContentSection,
} from '../domain/content-sections';
import type { TContentFile } from '../domain/content-files';
import type { ResourceGroupStatus } from '../domain/enums';
import { CONTENT_PARAM_TYPES, type ContentParamType } from '../domain/names';
import { RESOURCE_GROUP_STATUSES } from '../domain/resource-group-status';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * Resource groups and their content (`/api/resourcegroup/...`): groups of ordered content
 * items that members reach by their user group, CRM account or event.
 */

export const RESOURCE_GROUP_LIMITS = {
  name: 200,
  code: 80,
  description: 4000,
  members: 500,
  summary: 2000,
  title: 200,
  tags: 20,
  tag: 50,
  /** Priority slots 1..10: the home page shows prioritised groups first, one per slot. */
  prioritySlots: 10,
  /** Levels of the multi-level sort (module, lesson, part...). */
  sortLevels: 4,
  ids: 1000,
} as const;

/** How a person belongs to a group. */
export const RESOURCE_GROUP_MEMBER_TYPES = ['userGroup', 'crmAccount', 'event'] as const;
export type ResourceGroupMemberType = (typeof RESOURCE_GROUP_MEMBER_TYPES)[number];

export const ZResourceGroupMember = z.object({
  type: z.enum(RESOURCE_GROUP_MEMBER_TYPES),
  id: zGuid,
});
export type TResourceGroupMember = z.output<typeof ZResourceGroupMember>;
/** A member with the name the content staff know it by (null: it no longer exists). */
export type TNamedMember = TResourceGroupMember & { name: string | null };

/** FindMemberCandidates: user groups, CRM accounts or events of the brand whose name holds the text. */
export const ZMemberCandidateQuery = z.object({
  type: z.enum(RESOURCE_GROUP_MEMBER_TYPES),
  search: z.string().trim().max(100).default(''),
});

/** A group's code: its address in `resources/{code}` and `/content/{code}`. */
export const zResourceGroupCode = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/,
    'A code is 1 to 80 letters, digits, hyphens and underscores.',
  );

/** Series: the group's items released to each member one after another. */
export const ZSeriesSettings = z.object({
  enabled: z.boolean().default(false),
  /** Days between one item and the next. */
  intervalDays: z.number().int().min(1).max(365).default(7),
});
export type TSeriesSettings = z.output<typeof ZSeriesSettings>;

/** POST save: a new group (no id) or a change over the version it was loaded at. */
export const ZResourceGroupSave = z.object({
  id: zGuid.optional(),
  name: z.string().trim().min(1).max(RESOURCE_GROUP_LIMITS.name),
  code: zResourceGroupCode,
  description: z.string().trim().max(RESOURCE_GROUP_LIMITS.description).default(''),
  status: z.enum(RESOURCE_GROUP_STATUSES).default('draft'),
  members: z
    .array(ZResourceGroupMember)
    .max(RESOURCE_GROUP_LIMITS.members)
    .default([])
    .refine((m) => new Set(m.map((x) => `${x.type}:${x.id.toLowerCase()}`)).size === m.length, {
      message: 'A member is listed twice.',
    }),
  introContentId: zGuid.nullable().default(null),
  featuredContentId: zGuid.nullable().default(null),
  priority: z
    .number()
    .int()
    .min(1)
    .max(RESOURCE_GROUP_LIMITS.prioritySlots)
    .nullable()
    .default(null),
  series: ZSeriesSettings.default({ enabled: false, intervalDays: 7 }),
  version: z.number().int().min(1).optional(),
});
export type TResourceGroupSave = z.input<typeof ZResourceGroupSave>;

export type TResourceGroup = {
  id: string;
  name: string;
  code: string;
  description: string;
  status: ResourceGroupStatus;
  /** Only for the content staff; members get an empty list. */
  members: TResourceGroupMember[];
  introContentId: string | null;
  featuredContentId: string | null;
  featuredAt: string | null;
  priority: number | null;
  series: TSeriesSettings;
  /** When the group's series was started (null: never; the staff start it). */
  seriesStartedAt: string | null;
  contentCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** The position of an item: one number per level, compared level by level. */
export const zSortPath = z
  .array(z.number().int().min(0).max(1_000_000))
  .min(1)
  .max(RESOURCE_GROUP_LIMITS.sortLevels);

const zTags = z
  .array(z.string().trim().min(1).max(RESOURCE_GROUP_LIMITS.tag))
  .max(RESOURCE_GROUP_LIMITS.tags)
  .default([])
  .transform((tags) => [...new Set(tags)]);

/** upsertContent/{groupId}: a content item, new (no id) or changed over its version. */
export const ZContentSave = z
  .object({
    id: zGuid.optional(),
    entityType: z.enum(CONTENT_ENTITY_TYPES).default('Content'),
    title: z.string().trim().min(1).max(RESOURCE_GROUP_LIMITS.title),
    summary: z.string().trim().max(RESOURCE_GROUP_LIMITS.summary).default(''),
    sections: ZContentSections.default([]),
    isPublic: z.boolean().default(false),
    paramTypes: z
      .array(z.enum(CONTENT_PARAM_TYPES))
      .max(CONTENT_PARAM_TYPES.length)
      .default([])
      .transform((types) => [...new Set(types)]),
    /** A video of a provider (ContentVideo): https only. */
    videoUrl: zSafeLink
      .refine((url) => /^https:\/\//i.test(url), { message: 'A video link must be https.' })
      .nullable()
      .default(null),
    tags: zTags,
    /**
     * The uploaded file of a ContentVideo or ContentAttachment (see POST file): absent keeps the
     * item's file, null takes it away.
     */
    fileId: zGuid.nullable().optional(),
    version: z.number().int().min(1).optional(),
    /** Written by the editor's autosave: a burst of them keeps one version (content versions). */
    autosave: z.boolean().default(false),
  })
  .refine((c) => c.videoUrl === null || c.entityType === 'ContentVideo', {
    message: 'Only a video has a video link.',
    path: ['videoUrl'],
  })
  .refine((c) => !c.fileId || c.entityType !== 'Content', {
    message: 'Only a video or an attachment has a file.',
    path: ['fileId'],
  })
  .refine((c) => !c.fileId || c.videoUrl === null, {
    message: 'A video is uploaded or linked, not both.',
    path: ['fileId'],
  });
export type TContentSaveInput = z.input<typeof ZContentSave>;
export type TContentSave = z.output<typeof ZContentSave>;

export type TContent = {
  id: string;
  entityType: ContentEntityType;
  title: string;
  summary: string;
  sections: TContentSection[];
  /** Types on the page this version does not know: shown as unavailable, kept as stored. */
  unknownSectionTypes: string[];
  isPublic: boolean;
  paramTypes: ContentParamType[];
  videoUrl: string | null;
  /** The uploaded video or attachment file (ContentVideo, ContentAttachment); null: none. */
  file?: TContentFile | null;
  /**
   * The signed, short-lived addresses (outside /api, no header needed) of the files the item
   * uses, by file id: its own file and the images its sections name. Given only to callers who
   * reach the item; every item the server answers carries them.
   */
  fileUrls?: Record<string, string>;
  tags: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A content item without its page: lists, pickers, related items. */
export type TContentInfo = Pick<
  TContent,
  'id' | 'entityType' | 'title' | 'summary' | 'isPublic' | 'tags' | 'updatedAt'
>;

/** One item of a group in its place. */
export type TGroupContentItem = TContentInfo & { sortPath: number[] };

/** A group's items in order, each whole. */
export type TGroupContents = {
  group: TResourceGroup;
  items: (TContent & { sortPath: number[] })[];
};

/** A list of ids in a body (getResourceGroupsByIds, getcontentsbyids...). */
export const ZIdList = z.array(zGuid).max(RESOURCE_GROUP_LIMITS.ids);

/** addcontent/{id}: existing content items appended to the group, in the order given. */
export const ZAddContent = z.object({ contentIds: ZIdList.min(1) });

/** One item's place; the items of a group may not share a place. */
export const ZContentPlace = z.object({ contentId: zGuid, sortPath: zSortPath });

const uniquePlaces = (items: { contentId: string; sortPath: number[] }[]) =>
  new Set(items.map((i) => i.contentId.toLowerCase())).size === items.length &&
  new Set(items.map((i) => i.sortPath.join('.'))).size === items.length;

/** setcontentorder/{id}: every item of the group with its new place. */
export const ZSetContentOrder = z.object({
  items: z
    .array(ZContentPlace)
    .max(RESOURCE_GROUP_LIMITS.ids)
    .refine(uniquePlaces, { message: 'Each item and each place is listed once.' }),
});

/** UpdateResourceGroupContentItems: the group's items replaced by these, in these places. */
export const ZUpdateGroupContentItems = ZSetContentOrder.extend({ resourceGroupId: zGuid });

/** SearchResourceGroups: a page of groups by name or code, optionally of one status. */
export const ZResourceGroupSearch = zPagedQuery.extend({
  status: z.enum(RESOURCE_GROUP_STATUSES).optional(),
});

/** GetContents: the library, by title and type. */
export const ZContentList = zPagedQuery.extend({
  entityType: z.enum(CONTENT_ENTITY_TYPES).optional(),
});

/** searchContents and searchAllContents: words to find (required), optionally in one group. */
export const ZContentSearch = zPagedQuery.extend({
  search: z.string().trim().min(1).max(500),
  resourceGroupId: zGuid.optional(),
});

/** A found item: its summary form, the search's rank, and the reachable groups it is in. */
export type TContentSearchHit = TContentInfo & {
  rank: number;
  resourceGroups: { id: string; code: string; name: string }[];
};

/** GetFiltersCounts: within one group, or every group the caller reaches. */
export const ZFiltersCountsQuery = z.object({ resourceGroupId: zGuid.optional() });
export type TFiltersCounts = {
  entityTypes: { value: ContentEntityType; count: number }[];
  tags: { value: string; count: number }[];
  resourceGroups: { value: string; name: string; count: number }[];
};

/** GetLatestFeaturedContent: the featured item of the caller's most recently featured group. */
export type TFeaturedContent = {
  resourceGroupId: string;
  resourceGroupCode: string;
  resourceGroupName: string;
  content: TContent;
};

/** MigrateToMultiLevelSort: how many groups and items were given canonical places. */
export type TSortMigration = { groups: number; items: number };

/** public/{code}/{contentId}: an item marked public, of an active group, for any visitor. */
export type TPublicContent = {
  resourceGroup: { code: string; name: string };
  content: TContent;
};
