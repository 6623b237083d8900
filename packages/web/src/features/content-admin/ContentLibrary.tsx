import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  CONTENT_ENTITY_TYPES,
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  type ContentEntityType,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { TableScroll } from '../../ui/TableScroll';
import { useDebounced } from '../../ui/use-debounced';
import { SecuritySection } from '../security/SecuritySection';
import { contentAdminKeys, fetchLibrary, type LibraryQuery } from './content-admin-api';

type Props = {
  /** Only items of this entity type (admin/contentType/{typeName}). */
  entityType?: ContentEntityType;
};

/** The content library, paged: by words (ranked), or one entity type by title. */
export function ContentLibrary({ entityType }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const search = useDebounced(text.trim(), 300);
  const query: LibraryQuery = { ...paging, search: search || undefined, entityType };
  const result = useQuery({
    queryKey: contentAdminKeys.library(query),
    queryFn: ({ signal }) => fetchLibrary(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const title = entityType
    ? t('contentAdmin.library.ofType', { type: t(`contentAdmin.entityType.${entityType}`) })
    : t('contentAdmin.library.title');
  return (
    <SecuritySection
      level={2}
      title={title}
      actions={
        <Button variant="contained" component={RouterLink} to="/admin/resources/content">
          {t('contentAdmin.library.create')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField
          label={entityType ? t('contentAdmin.library.byTitle') : t('contentAdmin.library.search')}
          type="search"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {CONTENT_ENTITY_TYPES.map((type) => (
            <Chip
              key={type}
              label={t(`contentAdmin.entityType.${type}`)}
              component={RouterLink}
              to={type === entityType ? '/admin/resources' : `/admin/contentType/${type}`}
              clickable
              color={type === entityType ? 'primary' : 'default'}
            />
          ))}
        </Stack>
      </Stack>
      <Box sx={{ height: 4, my: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('contentAdmin.fields.title')}</TableCell>
              <TableCell>{t('contentAdmin.fields.entityType')}</TableCell>
              <TableCell>{t('contentAdmin.fields.tags')}</TableCell>
              <TableCell>{t('contentAdmin.fields.isPublic')}</TableCell>
              <TableCell>{t('contentAdmin.library.updated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.isSuccess && result.data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('contentAdmin.library.none')}</TableCell>
              </TableRow>
            )}
            {(result.data?.data ?? []).map((item) => (
              <TableRow key={item.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/resources/content/${item.id}`}>
                    {item.title}
                  </Link>
                </TableCell>
                <TableCell>{t(`contentAdmin.entityType.${item.entityType}`)}</TableCell>
                <TableCell>{item.tags.join(', ')}</TableCell>
                <TableCell>{item.isPublic ? t('contentAdmin.library.public') : ''}</TableCell>
                <TableCell>{formatDateTime(item.updatedAt, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}
