import {
  resourceGroupApi,
  type ContentFileKind,
  type TLinkedContentFile,
  type TManagedContentFile,
} from '@portal/core';
import { endpointPath } from '../../api/call';
import type { ApiClient, UploadOptions } from '../../api/client';

/**
 * Uploads a file of the content library (POST file?kind=): the server types it by its bytes and
 * answers the stored file with its signed address; a section or an item then names its id.
 */
export function uploadContentFile(
  api: ApiClient,
  kind: ContentFileKind,
  file: File,
  options: Omit<UploadOptions, 'query'> = {},
): Promise<TLinkedContentFile> {
  const query = { kind };
  const path = endpointPath(resourceGroupApi.uploadFile, { query });
  return api.upload<TLinkedContentFile>(path, formOf(file), { ...options, query });
}

/** Replaces a file's bytes under its id (POST files/{id}/replace): an upload of its own kind. */
export function replaceContentFile(
  api: ApiClient,
  fileId: string,
  file: File,
  options: Omit<UploadOptions, 'query'> = {},
): Promise<TManagedContentFile> {
  const path = endpointPath(resourceGroupApi.replaceFile, { params: { fileId } });
  return api.upload<TManagedContentFile>(path, formOf(file), options);
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
