import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { ReportContent, ReportLinks, useReportView } from './CheckupReportDialog';

/**
 * A checkup report at its own address, `traction/checkup/{checkupParticipantId}`: what the
 * "Checkup report is ready" e-mail and the home card open. The server decides who reads it
 * (the participant once released, the event's staff at any stage).
 */
export function CheckupReportPage({ checkupParticipantId }: { checkupParticipantId: string }) {
  const { t } = useTranslation();
  const query = useReportView(checkupParticipantId);
  const view = query.data;
  return (
    <PageCard title={t('checkup.report.title')} eyebrow={t('route.tractionCheckup')}>
      {query.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
      {query.isError && <ErrorNotice error={query.error} />}
      {view && <ReportContent view={view} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {view && <ReportLinks view={view} checkupParticipantId={checkupParticipantId} />}
        <Button component={Link} to="/">
          {t('route.home')}
        </Button>
      </Stack>
    </PageCard>
  );
}
