import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NOTE_ENTITY_TYPES, formatDate, type NoteEntityType } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { SecuritySection } from '../security/SecuritySection';
import { useNotes } from './use-entity-notes';
import { TableScroll } from '../../ui/TableScroll';

/** notes/admin: the brand's notes on every kind of entity, for employees. */
export function NotesAdminPage() {
  const { t, i18n } = useTranslation();
  const [entityType, setEntityType] = useState<NoteEntityType | ''>('');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const notes = useNotes({ entityType: entityType || undefined, search: search || undefined });
  const { result } = notes;
  return (
    <SecuritySection level={2} title={t('notes.admin.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField
          label={t('notes.admin.search')}
          type="search"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            notes.onPaging({ page: 1 });
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label={t('notes.admin.entityType')}
          value={entityType}
          onChange={(event) => {
            setEntityType(event.target.value as NoteEntityType | '');
            notes.onPaging({ page: 1 });
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('notes.admin.allTypes')}</MenuItem>
          {NOTE_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`notes.entity.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('notes.admin.title')}>
        <Table size="small" aria-label={t('notes.admin.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('notes.admin.note')}</TableCell>
              <TableCell>{t('notes.admin.entityType')}</TableCell>
              <TableCell>{t('notes.admin.author')}</TableCell>
              <TableCell>{t('notes.admin.updated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.isSuccess && result.data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('notes.none')}</TableCell>
              </TableRow>
            )}
            {(result.data?.data ?? []).map((note) => (
              <TableRow key={note.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/notesdash/${note.entityType}/${note.entityId}/${note.id}`}
                  >
                    {note.title}
                  </Link>
                </TableCell>
                <TableCell>{t(`notes.entity.${note.entityType}`)}</TableCell>
                <TableCell>{note.authorName}</TableCell>
                <TableCell>{formatDate(note.updatedUTC, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={notes.paging.page}
        pageSize={notes.paging.pageSize}
        onChange={notes.onPaging}
      />
    </SecuritySection>
  );
}
