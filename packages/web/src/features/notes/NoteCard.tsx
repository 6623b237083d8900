import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { useAction } from '../accounts/use-action';
import { NoteAttachments } from './NoteAttachments';
import { RichText } from '../../ui/rich-text/RichText';
import { NoteEditor } from './NoteEditor';
import { deleteNote, noteKeys } from './notes-api';
import { usePinNote } from './use-pin-note';
import { useNoteSave } from './use-note-save';

type Props = { note: TNote; onDeleted?: () => void };

/** One note: its text, attachments and author; pin, edit and delete as the caller may. */
export function NoteCard({ note, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useAction(noteKeys.all);
  const editor = useNoteSave(note.entityType, note.entityId);
  const pin = usePinNote();
  const [editing, setEditing] = useState(false);

  const remove = async () => {
    if (!(await confirm({ message: t('notes.confirmDelete', { title: note.title }) }))) return;
    const done = await run(
      () => deleteNote(api, note.id),
      () => t('notes.deleted', { title: note.title }),
    );
    if (done) onDeleted?.();
  };

  if (editing) {
    return (
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent>
          <NoteEditor
            initialTitle={note.title}
            initialBody={note.body}
            busy={editor.busy}
            onSave={(draft) =>
              void editor.save(draft, note).then((saved) => saved && setEditing(false))
            }
            onCancel={() => setEditing(false)}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined" component="article" aria-label={note.title} sx={{ borderRadius: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {note.title}
          </Typography>
          {note.pinned && <Chip size="small" color="primary" label={t('notes.pinned')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('notes.byline', {
            name: note.authorName ?? t('notes.unknownAuthor'),
            date: formatDate(note.updatedUTC, i18n.language),
          })}
        </Typography>
        <RichText body={note.body} />
        <NoteAttachments note={note} />
      </CardContent>
      <CardActions>
        <Button size="small" disabled={pin.busy} onClick={() => void pin.toggle(note)}>
          {note.pinned ? t('notes.actions.unpin') : t('notes.actions.pin')}
        </Button>
        {note.abilities.edit && (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('notes.actions.edit')}
          </Button>
        )}
        {note.abilities.delete && (
          <Button size="small" color="error" disabled={busy} onClick={() => void remove()}>
            {t('notes.actions.delete')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
