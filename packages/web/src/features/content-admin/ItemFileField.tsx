import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContentFile } from '@portal/core';
import { ContentFileUpload } from '../content-files/ContentFileUpload';

type Props = {
  kind: 'video' | 'attachment';
  /** The item's file as last loaded. */
  current: TContentFile | null;
  onUploaded: (file: TContentFile) => void;
};

/** A video's or an attachment's own file: the one it has, and an upload to replace it. */
export function ItemFileField({ kind, current, onUploaded }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState(current);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t(`contentAdmin.itemFile.${kind}`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {file
          ? t('contentAdmin.itemFile.current', { name: file.name })
          : t('contentAdmin.itemFile.none')}
      </Typography>
      <ContentFileUpload
        kind={kind}
        onUploaded={(uploaded) => {
          setFile(uploaded);
          onUploaded(uploaded);
        }}
      />
    </Stack>
  );
}
