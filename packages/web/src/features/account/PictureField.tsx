import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserAccount } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PICTURE_ACCEPT, readPictureFile } from '../../ui/picture-file';
import { toasts } from '../../ui/toast/toast-store';
import { uploadPicture } from './account-api';

type Props = { account: TUserAccount; name: string; onSaved: (account: TUserAccount) => void };

/**
 * The account's picture with a way to change it: the chosen file is checked here (size, and
 * type by its first bytes, as the server does), shown at once while it uploads.
 */
export function PictureField({ account, name, onSaved }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (data: string) => uploadPicture(api, account.id, data),
    onSuccess: (saved) => {
      setPreview(null);
      onSaved(saved);
      toasts.show({ message: t('account.picture.saved'), severity: 'success' });
    },
    // The preview showed a picture the server refused: back to the stored one.
    onError: () => setPreview(null),
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const read = await readPictureFile(file);
    if ('problem' in read) return setProblem(t(`account.picture.${read.problem}`));
    setPreview(read.data);
    upload.mutate(read.data);
  };

  const shown = preview ?? account.dataImageUrl;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown ?? undefined}
        alt={shown ? t('account.picture.alt', { name }) : undefined}
        sx={{ width: 96, height: 96, fontSize: '2rem' }}
        data-testid="account-picture"
      >
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h3">
          {t('account.picture.title')}
        </Typography>
        {!shown && <Typography color="text.secondary">{t('account.picture.none')}</Typography>}
        {account.abilities.edit && (
          <Button component="label" variant="outlined" loading={upload.isPending}>
            {t('account.picture.choose')}
            <input
              hidden
              type="file"
              accept={PICTURE_ACCEPT}
              data-testid="picture-input"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('account.picture.help')}
        </Typography>
        {problem && <Alert severity="warning">{problem}</Alert>}
        {upload.isError && <ErrorNotice error={upload.error} />}
      </Stack>
    </Stack>
  );
}
