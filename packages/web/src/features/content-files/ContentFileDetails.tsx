import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commonFileAddress,
  formatDateTime,
  formatFileSize,
  type TManagedContentFile,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { copyText } from '../../ui/copy-text';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { deleteContentFile, renameContentFile } from './content-file-manager-api';
import { ContentFileUpload } from './ContentFileUpload';
import { titleOfUse } from './file-uses';

type Props = { file: TManagedContentFile; onDeleted: () => void };

/** The file as it is served (its signed address), for a look before renaming or deleting. */
function Preview({ file }: { file: TManagedContentFile }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  if (file.kind === 'image') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={file.url}
          alt={file.name}
          onLoad={(event) => {
            const image = event.currentTarget as HTMLImageElement;
            setSize({ width: image.naturalWidth, height: image.naturalHeight });
          }}
          sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
        />
        {size && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('contentFiles.editor.dimensions', size)}
          </Typography>
        )}
      </Stack>
    );
  }
  if (file.kind === 'video') {
    return (
      <Box
        component="video"
        src={file.url}
        controls
        preload="metadata"
        sx={{ maxWidth: '100%', maxHeight: 360 }}
      />
    );
  }
  return (
    <Link href={file.url} download={file.name}>
      {t('contentFiles.editor.open')}
    </Link>
  );
}

/** A common attachment's public address, to link from pages, e-mails and other sites. */
function PublicAddress({ file }: { file: TManagedContentFile }) {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const address = `${window.location.origin}${commonFileAddress(brand.key, file.id)}`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('contentFiles.editor.publicAddress')}
          value={address}
          size="small"
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
          sx={{ flex: 1, maxWidth: 640 }}
        />
        <Button
          variant="outlined"
          onClick={() =>
            void copyText(address, {
              copied: t('contentFiles.editor.addressCopied'),
              failed: t('contentFiles.editor.copyFailed'),
            })
          }
        >
          {t('contentFiles.editor.copyAddress')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('contentFiles.editor.publicNote')}
      </Typography>
    </Stack>
  );
}

/** One file: preview, facts, rename, the items that use it, and delete when none does. */
export function ContentFileDetails({ file, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [name, setName] = useState(file.name);
  // A replacement of another type renames the file: the field follows the saved name.
  const [savedName, setSavedName] = useState(file.name);
  if (savedName !== file.name) {
    setSavedName(file.name);
    setName(file.name);
  }
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const used = file.usedBy.length > 0;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setBusy(false);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await renameContentFile(api, file.id, name);
      setName(saved.name);
      toasts.show({ message: t('contentFiles.editor.renamed'), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['contentFiles'] });
    });
  };
  const remove = () =>
    void run(async () => {
      if (
        !(await confirm({ message: t('contentFiles.editor.confirmDelete', { name: file.name }) }))
      ) {
        return;
      }
      await deleteContentFile(api, file.id);
      toasts.show({
        message: t('contentFiles.editor.deleted', { name: file.name }),
        severity: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['contentFiles'] });
      onDeleted();
    });

  return (
    <Stack spacing={2}>
      <Preview file={file} />
      {file.kind === 'common' && <PublicAddress file={file} />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('contentFiles.editor.facts', {
          type: file.contentType,
          size: formatFileSize(file.size, i18n.language),
          name: file.uploadedBy ?? t('contentFiles.manager.unknownUploader'),
          date: formatDateTime(file.createdAt, i18n.language),
        })}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={rename}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={t('contentFiles.editor.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1, maxWidth: 480 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || name.trim() === '' || name === file.name}
        >
          {t('contentFiles.editor.rename')}
        </Button>
      </Stack>
      <Stack spacing={0.5}>
        <Typography component="h3" variant="subtitle1">
          {t('contentFiles.editor.usedBy')}
        </Typography>
        {used ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {file.usedBy.map((item) => (
              <li key={item.id}>{titleOfUse(t, item)}</li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">
            {file.kind === 'common'
              ? t('contentFiles.editor.unusedCommon')
              : t('contentFiles.editor.unusedNote')}
          </Typography>
        )}
      </Stack>
      <Stack spacing={0.5}>
        <Typography component="h3" variant="subtitle1">
          {t('contentFiles.editor.replaceTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contentFiles.editor.replaceNote')}
        </Typography>
        <ContentFileUpload
          kind={file.kind}
          replaces={file.id}
          disabled={busy}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: ['contentFiles'] })}
        />
      </Stack>
      {used && <Alert severity="info">{t('contentFiles.editor.inUseNote')}</Alert>}
      {error && <ErrorNotice error={error} />}
      <Box>
        <Button color="error" variant="outlined" onClick={remove} disabled={busy || used}>
          {t('contentFiles.editor.delete')}
        </Button>
      </Box>
    </Stack>
  );
}
