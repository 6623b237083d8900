import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alignmentExtremes, type TScoreItem } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { SecuritySection } from '../security/SecuritySection';
import { QuestionFigures } from '../survey-results/QuestionFigures';
import { ScoreTable } from './ScoreTable';
import { teamAlignmentReport } from './team-surveys-api';

/**
 * A team's alignment report: per item the team's average and agreement, the items it agrees on
 * most and least, then each question's figures (hidden below the anonymity minimum).
 */
export function TeamAlignmentReport({
  releaseId,
  groupId,
}: {
  releaseId: string;
  groupId: string;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const report = useQuery({
    queryKey: ['team-surveys', 'alignment-report', releaseId, groupId],
    queryFn: ({ signal }) => teamAlignmentReport(api, { releaseId, groupId }, signal),
  });
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <ErrorNotice error={report.error} />;
  const r = report.data;
  const title = t('teamSurveys.alignment.reportTitle', {
    group: r.groupName,
    survey: r.releaseName,
  });
  return (
    <SecuritySection level={2} title={title}>
      <Typography role="status" sx={{ mb: 2 }}>
        {t('teamSurveys.alignment.answered', { completed: r.completed, invited: r.invited })}
      </Typography>
      {r.results.hidden ? (
        <Alert severity="info">{t('teamSurveys.alignment.hidden', { minimum: r.minimum })}</Alert>
      ) : (
        <>
          <ScoreTable
            caption={t('teamSurveys.alignment.items')}
            items={r.items}
            columns={[
              { header: t('teamSurveys.alignment.average'), items: r.items, figure: 'average' },
              { header: t('teamSurveys.alignment.agreement'), items: r.items, figure: 'agreement' },
            ]}
          />
          <Extremes items={r.items} />
          {r.results.questions.map((question) => (
            <SecuritySection key={question.name} level={3} title={question.title}>
              <QuestionFigures result={question} />
            </SecuritySection>
          ))}
        </>
      )}
    </SecuritySection>
  );
}

function Extremes({ items }: { items: readonly TScoreItem[] }) {
  const { t } = useTranslation();
  const { most, least } = alignmentExtremes(items);
  const list = (heading: string, shown: readonly TScoreItem[]) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {heading}
      </Typography>
      <List dense>
        {shown.map((item) => (
          <ListItem key={item.key} disableGutters>
            <ListItemText
              primary={item.label}
              secondary={t('teamSurveys.alignment.itemFigures', {
                average: item.average,
                agreement: item.agreement,
              })}
            />
          </ListItem>
        ))}
      </List>
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {list(t('teamSurveys.alignment.most'), most)}
      {least.length > 0 && list(t('teamSurveys.alignment.least'), least)}
    </Grid>
  );
}
