import { z } from 'zod';
import { PAGE_EDIT_MODE_RULE } from '../access/page-edit';
import { CONTENT_ADMINS } from '../access/roles';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import {
  ZContentFileList,
  ZContentFileRename,
  ZContentFileUpload,
  type TLinkedContentFile,
  type TManagedContentFile,
} from '../domain/content-files';
import { json } from './endpoint';
import { call } from './resourcegroup-call';

const managedFile = json<TManagedContentFile>('TManagedContentFile');
const fileParams = z.object({ fileId: zGuid });

/** The library's files: uploads and the file manager. */
export const contentFileCalls = {
  // The content staff, and developers choosing an image for a page in the edit mode.
  uploadFile: call(
    'POST',
    'file',
    PAGE_EDIT_MODE_RULE,
    'Uploads a file of the library as multipart/form-data (field file); the kind in the query. Typed by its bytes; answered with its signed address.',
    { query: ZContentFileUpload, answer: json<TLinkedContentFile>('TLinkedContentFile') },
  ),
  files: call(
    'GET',
    'files',
    CONTENT_ADMINS,
    "The file manager: a page of the brand's files of one kind, with who uploaded them and which items use them.",
    {
      query: ZContentFileList,
      answer: json<PagedResult<TManagedContentFile>>('PagedResult<TManagedContentFile>'),
    },
  ),
  fileInfo: call('GET', 'files/:fileId', CONTENT_ADMINS, 'One file of the file manager.', {
    params: fileParams,
    answer: managedFile,
  }),
  renameFile: call(
    'POST',
    'files/:fileId/rename',
    CONTENT_ADMINS,
    'Renames a file (the name shown and given to downloads).',
    { params: fileParams, body: ZContentFileRename, answer: managedFile },
  ),
  replaceFile: call(
    'POST',
    'files/:fileId/replace',
    CONTENT_ADMINS,
    'Replaces the bytes of a file with an upload of the same kind (multipart/form-data, field file): every item and page that uses it shows the new file.',
    { params: fileParams, answer: managedFile },
  ),
  deleteFile: call(
    'DELETE',
    'files/:fileId',
    CONTENT_ADMINS,
    'Deletes a file no item uses (409 naming the items that use it).',
    { params: fileParams, answer: json<boolean>('boolean') },
  ),
};
