import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatDate, type NoteEntityType } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { SecuritySection } from '../security/SecuritySection';
import { NoteCard } from './NoteCard';
import { NoteEditor } from './NoteEditor';
import { entityTypeOf } from './notes-api';
import { useNotes } from './use-entity-notes';
import { useNoteSave } from './use-note-save';

/** The id in the path that opens the editor for a new note. */
const NEW_NOTE = 'new';

/** notesdash/{entityType}/{entityId}/{activeNoteId?}: a list of an entity's notes beside one. */
export function NotesDashPage() {
  const { t } = useTranslation();
  const { entityType: typeText, entityId = '', activeNoteId } = useParams();
  const entityType = entityTypeOf(typeText);
  if (!entityType)
    return <Alert severity="warning">{t('notes.unknownType', { type: typeText ?? '' })}</Alert>;
  return <Dashboard entityType={entityType} entityId={entityId} activeNoteId={activeNoteId} />;
}

type Props = { entityType: NoteEntityType; entityId: string; activeNoteId: string | undefined };

function Dashboard({ entityType, entityId, activeNoteId }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notes = useNotes({ entityType, entityId });
  const editor = useNoteSave(entityType, entityId);
  const base = `/notesdash/${entityType}/${entityId}`;
  const list = notes.result.data?.data ?? [];
  const active =
    list.find((note) => note.id === activeNoteId) ?? (activeNoteId ? undefined : list[0]);
  return (
    <SecuritySection
      level={2}
      title={t('notes.title', { type: t(`notes.entity.${entityType}`) })}
      actions={
        <>
          <Button component={RouterLink} to={`/notes/${entityType}/${entityId}`}>
            {t('notes.allNotes')}
          </Button>
          <Button variant="contained" component={RouterLink} to={`${base}/${NEW_NOTE}`}>
            {t('notes.new')}
          </Button>
        </>
      }
    >
      {notes.result.isError && <ErrorNotice error={notes.result.error} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
        <Box component="nav" aria-label={t('notes.list')}>
          {notes.result.isSuccess && list.length === 0 && (
            <Typography color="text.secondary">{t('notes.none')}</Typography>
          )}
          <List dense disablePadding>
            {list.map((note) => (
              <ListItem key={note.id} disablePadding>
                <ListItemButton
                  selected={note.id === active?.id}
                  component={RouterLink}
                  to={`${base}/${note.id}`}
                >
                  <ListItemText
                    primary={`${note.pinned ? '📌 ' : ''}${note.title}`}
                    secondary={`${formatDate(note.updatedUTC, i18n.language)} · ${note.preview}`}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Paging
            count={notes.result.data?.count ?? 0}
            page={notes.paging.page}
            pageSize={notes.paging.pageSize}
            onChange={notes.onPaging}
          />
        </Box>
        <Box>
          {activeNoteId === NEW_NOTE ? (
            <Card variant="outlined">
              <CardContent>
                <NoteEditor
                  busy={editor.busy}
                  onSave={(draft) =>
                    void editor
                      .save(draft)
                      .then((saved) => saved && void navigate(`${base}/${saved.id}`))
                  }
                  onCancel={() => void navigate(base)}
                />
              </CardContent>
            </Card>
          ) : (
            active && (
              <NoteCard key={active.id} note={active} onDeleted={() => void navigate(base)} />
            )
          )}
        </Box>
      </Box>
    </SecuritySection>
  );
}
