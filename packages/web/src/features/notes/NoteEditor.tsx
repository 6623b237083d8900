import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_LIMITS, type TRichText } from '@portal/core';
import { LazyRichTextEditor } from '../../ui/rich-text/LazyRichTextEditor';

export type NoteDraft = { title: string; body: TRichText; files: File[] };

type Props = {
  initialTitle?: string;
  initialBody?: TRichText;
  busy: boolean;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
};

/** The note editor: title, rich text and files to attach. */
export function NoteEditor({ initialTitle = '', initialBody = [], busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(initialBody);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const tooBig = list.find((file) => file.size > NOTE_LIMITS.attachmentBytes);
    if (tooBig) return setProblem(t('notes.attachments.tooLarge', { name: tooBig.name }));
    setProblem(null);
    setFiles((old) => [...old, ...list].slice(0, NOTE_LIMITS.attachments));
  };
  const save = () => {
    if (title.trim() === '') return setProblem(t('notes.editor.titleRequired'));
    onSave({ title: title.trim(), body, files });
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('notes.editor.label')}>
      <TextField
        label={t('notes.editor.title')}
        value={title}
        required
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.title } }}
        size="small"
      />
      <LazyRichTextEditor initial={initialBody} onChange={setBody} label={t('notes.editor.body')} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" size="small" variant="outlined">
          {t('notes.attachments.add')}
          <input
            hidden
            type="file"
            multiple
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={file.name}
            onDelete={() => setFiles((old) => old.filter((_, other) => other !== index))}
          />
        ))}
      </Stack>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={save}>
          {t('notes.actions.save')}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {t('notes.actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
