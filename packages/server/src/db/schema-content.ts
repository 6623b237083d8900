import type { ColumnType, Generated } from 'kysely';
import type {
  ContentEntityType,
  ContentFileKind,
  ContentParamType,
  ResourceGroupMemberType,
  ResourceGroupStatus,
  TContentSection,
  TContentSnapshot,
  TSeriesSettings,
} from '@portal/core';
import type { Json, NullableTimestamp, Timestamp, Timestamps } from './schema';

/** A content item: a page of sections, a video or an attachment (migration 0020). */
export type ContentTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  entity_type: ContentEntityType;
  title: string;
  summary: string;
  sections: Json<TContentSection[]>;
  is_public: boolean;
  param_types: Json<ContentParamType[]>;
  video_url: string | null;
  /** The uploaded file of a video or attachment item (migration 0028). */
  file_id: ColumnType<string | null, string | null | undefined, string | null>;
  tags: Json<string[]>;
  /** Written by the store as `to_tsvector(...)` in the brand's language; never read as a value. */
  search_vector: ColumnType<string, string, string>;
  created_by: string | null;
  version: Generated<number>;
  /** Whether the current version came from an autosave, and who saved it (migration 0027). */
  autosaved: Generated<boolean>;
  updated_by: string | null;
};

/** A saved version of a content item, kept when a save replaced it (migration 0027). */
export type ContentVersionTable = {
  content_id: string;
  version: number;
  content: Json<TContentSnapshot>;
  autosaved: boolean;
  saved_by: string | null;
  saved_at: Timestamp;
};

export type ResourceGroupTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  code: string;
  description: string;
  status: ResourceGroupStatus;
  intro_content_id: string | null;
  featured_content_id: string | null;
  featured_at: NullableTimestamp;
  priority: number | null;
  series: Json<TSeriesSettings>;
  version: Generated<number>;
};

export type ResourceGroupMemberTable = {
  resource_group_id: string;
  member_type: ResourceGroupMemberType;
  member_id: string;
};

export type ResourceGroupContentTable = {
  resource_group_id: string;
  content_id: string;
  /** Written as `array[...]::integer[]` by the store (see sortPathSql). */
  sort_path: ColumnType<number[], number[], number[]>;
  added_at: Generated<Date>;
};

/** One view of an item (migration 0025): appended, never changed, counted by time window. */
export type ContentViewTable = {
  app_name: string;
  content_id: string;
  user_account_id: string;
  viewed_at: ColumnType<Date, Date | undefined, never>;
};

/** A person finished an item: once per person and item. */
export type ContentCompletionTable = {
  content_id: string;
  user_account_id: string;
  app_name: string;
  completed_at: ColumnType<Date, Date | undefined, never>;
};

/** The brand's trending items, rewritten by the trending job. */
export type ContentTrendingMetricTable = {
  app_name: string;
  content_id: string;
  views: number;
  completions: number;
  score: number;
  computed_at: Date;
};

/** A group whose series was started (initializeSeries). */
export type ResourceGroupSeriesTable = {
  resource_group_id: string;
  started_at: Date;
  started_by: string | null;
};

/** A person in a group's series since `started_at`. */
export type ResourceGroupSeriesMemberTable = {
  resource_group_id: string;
  user_account_id: string;
  started_at: Date;
};

/** An item of a series released to a person. */
export type ResourceGroupSeriesReleaseTable = {
  resource_group_id: string;
  content_id: string;
  user_account_id: string;
  released_at: Date;
  source: 'schedule' | 'survey';
};

/** An uploaded file of the library; its bytes are kept in the files folder by SHA-256 (0028). */
export type ContentFileTable = {
  id: Generated<string>;
  created_at: Generated<Date>;
  app_name: string;
  kind: ContentFileKind;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  created_by: string | null;
  /** Since when no item has used the file; null while one does (0029). */
  unused_since: Generated<Date | null>;
};

/** An item that uses a file: its own file, or an image of its sections (0028). */
export type ContentFileUseTable = {
  content_id: string;
  file_id: string;
};
