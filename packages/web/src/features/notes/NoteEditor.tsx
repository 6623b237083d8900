import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_LIMITS, type TNoteBody } from '@portal/core';
import { blocksToDom, domToBlocks, safeLink } from './note-dom';

export type NoteDraft = { title: string; body: TNoteBody; files: File[] };

type Props = {
  initialTitle?: string;
  initialBody?: TNoteBody;
  busy: boolean;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
};

/** The formatting buttons: the browser editing command each runs, and its value. */
type Command = { key: string; command: string; value?: string };
const COMMANDS: readonly Command[] = [
  { key: 'bold', command: 'bold' },
  { key: 'italic', command: 'italic' },
  { key: 'underline', command: 'underline' },
  { key: 'heading', command: 'formatBlock', value: 'h3' },
  { key: 'bullet', command: 'insertUnorderedList' },
  { key: 'numbered', command: 'insertOrderedList' },
  { key: 'quote', command: 'formatBlock', value: 'blockquote' },
  { key: 'link', command: 'createLink' },
];

/**
 * A small rich-text editor: the browser's editing commands on a content-editable area, whose
 * content is read back through the allow-list of `domToBlocks`. Pasted content arrives as plain
 * text, so nothing foreign enters the editor.
 */
export function NoteEditor({ initialTitle = '', initialBody = [], busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState(initialTitle);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (area.current) blocksToDom(initialBody, area.current);
    // The editor owns its DOM after the first fill; a new note remounts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = (command: Command) => {
    let value = command.value;
    if (command.key === 'link') {
      value = safeLink(window.prompt(t('notes.editor.linkPrompt')) ?? null);
      if (!value) return;
    }
    area.current?.focus();
    document.execCommand(command.command, false, value);
  };

  const addFiles = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const tooBig = list.find((file) => file.size > NOTE_LIMITS.attachmentBytes);
    if (tooBig) return setProblem(t('notes.attachments.tooLarge', { name: tooBig.name }));
    setProblem(null);
    setFiles((old) => [...old, ...list].slice(0, NOTE_LIMITS.attachments));
  };
  const save = () => {
    const body = area.current ? domToBlocks(area.current) : [];
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
      <ToggleButtonGroup
        size="small"
        aria-label={t('notes.editor.toolbar')}
        sx={{ flexWrap: 'wrap' }}
      >
        {COMMANDS.map((command) => (
          <ToggleButton
            key={command.key}
            value={command.key}
            selected={false}
            aria-label={t(`notes.editor.${command.key}`)}
            title={t(`notes.editor.${command.key}`)}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(command)}
            sx={{ textTransform: 'none', fontWeight: command.key === 'bold' ? 700 : 400 }}
          >
            {t(`notes.editor.${command.key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={t('notes.editor.body')}
        onPaste={(event) => {
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        sx={{
          minHeight: 160,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflowWrap: 'anywhere',
          '&:focus': { outline: 2, outlineColor: 'primary.main' },
          '& p, & h3, & blockquote': { my: 0.5 },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0 },
        }}
      />
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
