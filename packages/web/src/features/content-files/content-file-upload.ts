import { resourceGroupApi, type ContentFileKind, type TContentFile } from '@portal/core';
import { endpointPath } from '../../api/call';
import type { ApiClient, UploadOptions } from '../../api/client';

/**
 * Uploads a file of the content library (POST file?kind=): the server types it by its bytes and
 * answers the stored file, whose id a section or an item then names.
 */
export function uploadContentFile(
  api: ApiClient,
  kind: ContentFileKind,
  file: File,
  options: Omit<UploadOptions, 'query'> = {},
): Promise<TContentFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = { kind };
  const path = endpointPath(resourceGroupApi.uploadFile, { query });
  return api.upload<TContentFile>(path, form, { ...options, query });
}
