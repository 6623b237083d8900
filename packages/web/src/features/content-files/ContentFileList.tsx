import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  formatFileSize,
  type ContentFileKind,
  type FileManagerType,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { TableScroll } from '../../ui/TableScroll';
import { useDebounced } from '../../ui/use-debounced';
import { listContentFiles } from './content-file-manager-api';
import { titleOfUse } from './file-uses';
import { ContentFileUpload } from './ContentFileUpload';
import { fileEditorPath } from './file-manager-paths';

type Props = { type: FileManagerType; kind: ContentFileKind };

/** One type's files: upload, search by name, and a page of them with uploader and uses. */
export function ContentFileList({ type, kind }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const words = useDebounced(search.trim(), 300);
  const query = { kind, ...paging, ...(words ? { search: words } : {}) };
  const result = useQuery({
    queryKey: ['contentFiles', query],
    queryFn: ({ signal }) => listContentFiles(api, query, signal),
  });
  const uploaded = () => void queryClient.invalidateQueries({ queryKey: ['contentFiles'] });
  const files = result.data?.data ?? [];
  const title = t(`contentFiles.manager.types.${type}`);

  return (
    <Stack spacing={2}>
      <ContentFileUpload kind={kind} onUploaded={uploaded} />
      <TextField
        label={t('contentFiles.manager.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        size="small"
        sx={{ maxWidth: 360 }}
      />
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('contentFiles.manager.name')}</TableCell>
              <TableCell>{t('contentFiles.manager.size')}</TableCell>
              <TableCell>{t('contentFiles.manager.uploadedBy')}</TableCell>
              <TableCell>{t('contentFiles.manager.uploadedAt')}</TableCell>
              <TableCell>{t('contentFiles.manager.usedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={fileEditorPath(type, file.id)}>
                    {file.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size, i18n.language)}
                </TableCell>
                <TableCell>
                  {file.uploadedBy ?? t('contentFiles.manager.unknownUploader')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(file.createdAt, i18n.language)}
                </TableCell>
                <TableCell>
                  {file.usedBy.length > 0
                    ? file.usedBy.map((use) => titleOfUse(t, use)).join(', ')
                    : t('contentFiles.manager.unused')}
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && files.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
                  {t('contentFiles.manager.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((current) => ({ ...current, ...change }))}
      />
    </Stack>
  );
}
