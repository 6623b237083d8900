import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_FILE_MAX_BYTES,
  CONTENT_FILE_TYPES,
  formatFileSize,
  type ContentFileKind,
  type TLinkedContentFile,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { replaceContentFile, uploadContentFile } from './content-file-upload';

const CHOOSE = {
  image: 'contentFiles.choose.image',
  attachment: 'contentFiles.choose.attachment',
  video: 'contentFiles.choose.video',
  common: 'contentFiles.choose.common',
} as const satisfies Record<ContentFileKind, string>;
const HELP = {
  image: 'contentFiles.help.image',
  attachment: 'contentFiles.help.attachment',
  video: 'contentFiles.help.video',
  common: 'contentFiles.help.attachment',
} as const satisfies Record<ContentFileKind, string>;

const megabytesOf = (kind: ContentFileKind) => CONTENT_FILE_MAX_BYTES[kind] / 1_048_576;

type Props = {
  kind: ContentFileKind;
  /** Called with the stored file once the server kept it. */
  onUploaded: (file: TLinkedContentFile) => void;
  /** The id of the file whose bytes the upload replaces (the file editor); else a new file. */
  replaces?: string;
  disabled?: boolean;
};

type Upload = { name: string; percent: number };

/**
 * Picks a file of the library and uploads it: its progress, a way to stop it, the server's
 * message when it refuses the file (the server types files by their bytes; the size is checked
 * here first so a large video is not sent in vain), and the stored file once kept.
 */
export function ContentFileUpload({ kind, onUploaded, replaces, disabled = false }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [stored, setStored] = useState<TLinkedContentFile | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStored(null);
    setTooLarge(null);
    if (file.size > CONTENT_FILE_MAX_BYTES[kind]) {
      setTooLarge(t('contentFiles.tooLarge', { name: file.name, megabytes: megabytesOf(kind) }));
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, percent: 0 });
    const options = {
      signal: controller.signal,
      onProgress: (sent: number, total: number) =>
        setUpload({ name: file.name, percent: total > 0 ? Math.round((sent / total) * 100) : 0 }),
    };
    try {
      const saved = replaces
        ? await replaceContentFile(api, replaces, file, options)
        : await uploadContentFile(api, kind, file, options);
      setStored(saved);
      onUploaded(saved);
    } catch (failure) {
      if (!controller.signal.aborted) setError(failure as Error);
    } finally {
      if (running.current === controller) running.current = null;
      setUpload(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        variant="outlined"
        disabled={disabled || upload !== null}
        data-testid={`content-file-choose-${kind}`}
      >
        {replaces ? t('contentFiles.editor.replace') : t(CHOOSE[kind])}
        <input
          hidden
          type="file"
          accept={CONTENT_FILE_TYPES[kind].join(',')}
          data-testid={`content-file-input-${kind}`}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t(HELP[kind], { megabytes: megabytesOf(kind) })}
      </Typography>
      {upload && (
        <Stack spacing={0.5} sx={{ width: '100%' }}>
          <Typography variant="body2">
            {t('contentFiles.uploading', { name: upload.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={upload.percent}
            aria-label={t('contentFiles.progress')}
          />
          <Button size="small" onClick={() => running.current?.abort()}>
            {t('contentFiles.cancel')}
          </Button>
        </Stack>
      )}
      {tooLarge && <Alert severity="warning">{tooLarge}</Alert>}
      {error && <ErrorNotice error={error} />}
      {stored && (
        <Alert severity="success">
          {t(replaces ? 'contentFiles.editor.replaced' : 'contentFiles.uploaded', {
            name: stored.name,
            size: formatFileSize(stored.size, i18n.language),
          })}
        </Alert>
      )}
    </Stack>
  );
}
