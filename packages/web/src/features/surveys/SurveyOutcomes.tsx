import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SurveyTakeState } from '@portal/core';
import { PageCard } from '../../ui/PageCard';

/** Why there is no survey to answer: the spec's style, one text for every unavailable case. */
export function SurveyUnavailable({
  state,
  oneClick,
  focusTitle,
}: {
  state: Exclude<SurveyTakeState, 'open'>;
  /** The page came from an e-mail's answer link that answered nothing. */
  oneClick?: boolean;
  focusTitle?: boolean;
}) {
  const { t } = useTranslation();
  const text =
    state === 'completed'
      ? t('surveys.unavailable.completed')
      : oneClick
        ? t('surveys.unavailable.oneClick')
        : t('surveys.unavailable.text');
  return (
    <PageCard title={t('surveys.unavailable.title')} focusTitle={focusTitle}>
      <Alert severity="info">{text}</Alert>
      <Button
        component={RouterLink}
        to="/support"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('surveys.unavailable.support')}
      </Button>
    </PageCard>
  );
}

/** After the submission: the definition's completed text, else ours. */
export function SurveyThankYou({
  completedText,
  onAgain,
  signedIn,
}: {
  completedText: string;
  /** The release takes another response: start a fresh one. */
  onAgain?: () => void;
  /** Offer the way back to the person's list. */
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('surveys.thankYou.title')} focusTitle>
      <Typography role="status" sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem' }}>
        {completedText || t('surveys.thankYou.text')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {onAgain && (
          <Button variant="contained" onClick={onAgain}>
            {t('surveys.thankYou.again')}
          </Button>
        )}
        {signedIn && (
          <Button component={RouterLink} to="/mysurveys" variant="outlined">
            {t('surveys.thankYou.mySurveys')}
          </Button>
        )}
      </Stack>
    </PageCard>
  );
}
