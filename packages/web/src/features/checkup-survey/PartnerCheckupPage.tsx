import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { TPartnerFeedbackRequest } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { usePortal } from '../../app/portal-context';
import { PageCard } from '../../ui/PageCard';
import { CheckupReportPage } from '../checkup/report/CheckupReportPage';
import { partnerRequests } from './checkup-survey-api';
import { pendingRequestsOf, type PendingRequest } from './pending-requests';
import { SurveyByCode } from './survey/SurveyByCode';

const nameOf = (r: TPartnerFeedbackRequest) =>
  `${r.participantFirstName} ${r.participantLastName}`.trim();

function RequestList({ requests, base }: { requests: PendingRequest[]; base: string }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('checkupSurvey.partner.pick')} disablePadding>
      {requests.map((request) => (
        <ListItem
          key={request.id}
          divider
          disableGutters
          secondaryAction={
            <Button component={RouterLink} to={`${base}/${request.checkupParticipantId}`}>
              {t('checkupSurvey.partner.open')}
            </Button>
          }
        >
          <ListItemText primary={nameOf(request)} sx={{ pr: 14 }} />
        </ListItem>
      ))}
    </List>
  );
}

type Props = {
  /** `traction/checkup` lists the partner's pending surveys; `tractionSurvey/checkup` does not. */
  withList: boolean;
  base: string;
};

/**
 * The signed-in partner's checkup surveys, found by their verified e-mail: the one named by
 * `checkupParticipantId`, else the one waiting longest. On `traction/checkup`, an id that is
 * not one of the partner's open surveys is the address of that checkup participant's report
 * (see docs/decisions.md, "Checkups: the report's address").
 */
function PartnerCheckup({ withList, base }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const email = useSession().session?.email ?? '';
  const { checkupParticipantId } = useParams();
  const requests = useQuery({
    queryKey: ['checkupSurvey', 'partner', email],
    queryFn: ({ signal }) => partnerRequests(api, email, signal),
    enabled: email !== '',
    staleTime: Infinity,
  });

  if (requests.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  const title = t('route.tractionCheckup');
  if (requests.isError) {
    return (
      <PageCard title={title}>
        <Alert severity="error">{t('checkupSurvey.survey.loadError')}</Alert>
      </PageCard>
    );
  }
  const pending = pendingRequestsOf(requests.data);
  const chosen = checkupParticipantId
    ? pending.find((r) => r.checkupParticipantId === checkupParticipantId)
    : withList && pending.length > 1
      ? undefined
      : pending[0];
  if (chosen) {
    return (
      <Stack spacing={2}>
        {withList && pending.length > 1 && (
          <Button component={RouterLink} to={base} sx={{ alignSelf: 'flex-start' }}>
            {t('checkupSurvey.partner.back')}
          </Button>
        )}
        <SurveyByCode key={chosen.surveyCode} surveyCode={chosen.surveyCode} />
      </Stack>
    );
  }
  // Not one of the partner's open surveys: on traction/checkup the id is a report's address.
  if (checkupParticipantId && withList) {
    return <CheckupReportPage checkupParticipantId={checkupParticipantId} />;
  }
  return (
    <PageCard title={title}>
      <Typography color="text.secondary">{t('checkupSurvey.partner.intro')}</Typography>
      {checkupParticipantId && (
        <Alert severity="warning">{t('checkupSurvey.partner.notFound')}</Alert>
      )}
      {pending.length === 0 ? (
        <Alert severity="info">{t('checkupSurvey.partner.none')}</Alert>
      ) : (
        <RequestList requests={pending} base={base} />
      )}
    </PageCard>
  );
}

export function PartnerCheckupPage() {
  return <PartnerCheckup withList base="/traction/checkup" />;
}

export function PartnerSurveyPage() {
  return <PartnerCheckup withList={false} base="/tractionSurvey/checkup" />;
}
