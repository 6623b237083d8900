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
};

/** An item that uses a file: its own file, or an image of its sections (0028). */
export type ContentFileUseTable = {
  content_id: string;
  file_id: string;
};
