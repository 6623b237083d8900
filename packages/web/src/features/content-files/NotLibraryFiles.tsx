import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { FileManagerType } from '@portal/core';

type Props = { type: FileManagerType };

/** The spec's file types that are not files of the library: where they are managed instead. */
export function NotLibraryFiles({ type }: Props) {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      {type === 'noteAttachment'
        ? t('contentFiles.manager.notesHere')
        : t('contentFiles.manager.commonNone')}
    </Alert>
  );
}
