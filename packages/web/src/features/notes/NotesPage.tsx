import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { NoteEntityType } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { SecuritySection } from '../security/SecuritySection';
import { NoteCard } from './NoteCard';
import { NoteEditor } from './NoteEditor';
import { entityTypeOf } from './notes-api';
import { useNotes } from './use-entity-notes';
import { useNoteSave } from './use-note-save';

/** notes/{entityType}/{entityId}: every note of one account, group, event or person. */
export function NotesPage() {
  const { t } = useTranslation();
  const { entityType: typeText, entityId = '' } = useParams();
  const entityType = entityTypeOf(typeText);
  if (!entityType)
    return <Alert severity="warning">{t('notes.unknownType', { type: typeText ?? '' })}</Alert>;
  return <EntityNotes entityType={entityType} entityId={entityId} />;
}

function EntityNotes({ entityType, entityId }: { entityType: NoteEntityType; entityId: string }) {
  const { t } = useTranslation();
  const notes = useNotes({ entityType, entityId });
  const editor = useNoteSave(entityType, entityId);
  const [adding, setAdding] = useState(false);
  const { result } = notes;
  return (
    <SecuritySection
      level={2}
      title={t('notes.title', { type: t(`notes.entity.${entityType}`) })}
      actions={
        !adding && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('notes.new')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {adding && (
          <Card variant="outlined">
            <CardContent>
              <NoteEditor
                busy={editor.busy}
                onSave={(draft) =>
                  void editor.save(draft).then((saved) => saved && setAdding(false))
                }
                onCancel={() => setAdding(false)}
              />
            </CardContent>
          </Card>
        )}
        <FormControlLabel
          label={t('notes.pinnedOnly')}
          control={
            <Switch
              checked={notes.pinnedOnly}
              onChange={(event) => notes.setPinnedOnly(event.target.checked)}
            />
          }
        />
        {result.isError && <ErrorNotice error={result.error} />}
        {result.isPending && <PageLoading />}
        {result.isSuccess && result.data.data.length === 0 && (
          <Typography color="text.secondary">{t('notes.none')}</Typography>
        )}
        {result.data?.data.map((note) => (
          <NoteCard key={note.id} note={note} />
        ))}
        <Paging
          count={result.data?.count ?? 0}
          page={notes.paging.page}
          pageSize={notes.paging.pageSize}
          onChange={notes.onPaging}
        />
      </Stack>
    </SecuritySection>
  );
}
