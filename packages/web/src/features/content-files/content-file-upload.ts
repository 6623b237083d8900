import { resourceGroupApi, type ContentFileKind, type TLinkedContentFile } from '@portal/core';
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
  const form = new FormData();
  form.append('file', file, file.name);
  const query = { kind };
  const path = endpointPath(resourceGroupApi.uploadFile, { query });
  return api.upload<TLinkedContentFile>(path, form, { ...options, query });
}
