import { FILE_MANAGER_TYPES, type FileManagerType } from '@portal/core';

/** The file manager's addresses: `admin/fileManager/{type}` and `admin/fileEditor/{type}/{id?}`. */

export const fileManagerPath = (type: FileManagerType) => `/admin/fileManager/${type}`;

export const fileEditorPath = (type: FileManagerType, fileId?: string) =>
  `/admin/fileEditor/${type}${fileId ? `/${fileId}` : ''}`;

/** The type named in the address (any case), else the first: the library's images. */
export const fileTypeOf = (param: string | undefined): FileManagerType =>
  FILE_MANAGER_TYPES.find((type) => type.toLowerCase() === param?.toLowerCase()) ?? 'contentImage';
