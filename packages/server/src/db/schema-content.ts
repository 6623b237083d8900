import type { ColumnType, Generated } from 'kysely';
import type {
  ContentEntityType,
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
