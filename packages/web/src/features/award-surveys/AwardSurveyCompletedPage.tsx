import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../ui/PageCard';

/** After an award survey: a thank-you for staff and families, or one worded for students. */
function AwardSurveyCompleted({ student }: { student: boolean }) {
  const { t } = useTranslation();
  const words = student ? 'student' : 'adult';
  return (
    <PageCard title={t(`awardSurveys.completed.${words}.title`)} focusTitle>
      <Typography role="status" sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem' }}>
        {t(`awardSurveys.completed.${words}.text`)}
      </Typography>
      <Typography color="text.secondary">{t('awardSurveys.completed.close')}</Typography>
    </PageCard>
  );
}

/** `/awardsurveycompleted`. */
export const AwardSurveyCompletedPage = () => <AwardSurveyCompleted student={false} />;

/** `/awardsurveycompletedstudent`. */
export const AwardSurveyCompletedStudentPage = () => <AwardSurveyCompleted student />;
