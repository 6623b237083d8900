import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** survey and contentSurvey: surveys are not part of the portal yet, and the page says so. */
export function SurveySection() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t('resources.sections.surveysNotYet')}
    </Alert>
  );
}
