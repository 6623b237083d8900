import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Note attachments, a type of the spec's file manager that is not the library's: where they are. */
export function NotLibraryFiles() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('contentFiles.manager.notesHere')}</Alert>;
}
