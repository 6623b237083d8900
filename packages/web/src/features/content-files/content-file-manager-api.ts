import { resourceGroupApi, type ContentFileKind } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The file manager's calls (content admins). */

export type FileListQuery = {
  kind: ContentFileKind;
  page: number;
  pageSize: number;
  search?: string;
};

export const listContentFiles = (api: ApiClient, query: FileListQuery, signal?: AbortSignal) =>
  call(api, resourceGroupApi.files, { query }, signal);

export const getContentFile = (api: ApiClient, fileId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.fileInfo, { params: { fileId } }, signal);

export const renameContentFile = (api: ApiClient, fileId: string, name: string) =>
  call(api, resourceGroupApi.renameFile, { params: { fileId }, body: { name } });

export const deleteContentFile = (api: ApiClient, fileId: string) =>
  call(api, resourceGroupApi.deleteFile, { params: { fileId } });
