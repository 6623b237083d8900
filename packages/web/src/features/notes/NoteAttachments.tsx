import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TNote } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useAction } from '../accounts/use-action';
import { useDownloadFile } from '../print/use-download-file';
import { attachmentPath, deleteAttachment, noteKeys } from './notes-api';

/** The files of a note: each downloads with the signed-in call; its editors remove them. */
export function NoteAttachments({ note }: { note: TNote }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(noteKeys.all);
  const download = useDownloadFile();
  if (note.attachments.length === 0) return null;
  return (
    <Stack
      spacing={0.5}
      aria-label={t('notes.attachments.title')}
      component="ul"
      sx={{ pl: 0, listStyle: 'none' }}
    >
      {note.attachments.map((file) => (
        <Stack
          component="li"
          key={file.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Link
            component="button"
            type="button"
            onClick={() => void download({ path: attachmentPath(file.id), fileName: file.name })}
          >
            {file.name}
          </Link>
          {note.abilities.edit && (
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => void run(() => deleteAttachment(api, file.id))}
            >
              {t('notes.actions.remove')}
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
