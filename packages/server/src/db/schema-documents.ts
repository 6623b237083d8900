import type { Generated } from 'kysely';
import type { PdfBatchStatus, TReportExport } from '@portal/core';
import type { Json, Timestamp, Timestamps } from './schema';

/**
 * The tables of documents: PDF batches (migration 0012) and report exports (0030); listed in
 * `Database` (schema.ts).
 */
export type DocumentBatchTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  requester_id: string;
  kind: string;
  status: Generated<PdfBatchStatus>;
  landscape: Generated<boolean>;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  expires_at: Timestamp;
  /** The requester's language, which the documents are printed in; null: the brand's default. */
  language: string | null;
};

export type DocumentBatchItemTable = Timestamps & {
  batch_id: string;
  position: number;
  scope: string;
  subject_id: string;
  /** The print view's path with `{printKey}` where its key goes (keys are never stored). */
  path: string;
  file_name: string;
  status: Generated<'pending' | 'done' | 'failed'>;
  pdf: Uint8Array | null;
};

export type ReportExportTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  /** The session's user id of who asked: only they read it. */
  requester_id: string;
  report: string;
  format: string;
  /** The report's filters (TReportFilters). */
  filters: Json<Record<string, string>>;
  /** The accounts it may cover, fixed when asked: 'all' or their ids. */
  visible: Json<'all' | string[]>;
  language: string;
  status: Generated<TReportExport['status']>;
  total: number | null;
  done: Generated<number>;
  error: string | null;
  file: Uint8Array | null;
  expires_at: Timestamp;
};
