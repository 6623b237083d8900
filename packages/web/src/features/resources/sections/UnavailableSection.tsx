import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** A section this version cannot show (an unknown type, or settings it cannot read). */
export function UnavailableSection() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" data-testid="section-unavailable">
      {t('resources.sections.unavailable')}
    </Alert>
  );
}
