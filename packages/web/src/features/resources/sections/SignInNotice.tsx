import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Stands in for a section about the reader, or one of member-only items, on a public page. */
export function SignInNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t('resources.sections.signIn')}
    </Alert>
  );
}
