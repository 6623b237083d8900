import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { useSession } from '../../../auth/session-context';
import { partnerRequests } from '../../checkup-survey/checkup-survey-api';
import { pendingRequestsOf } from '../../checkup-survey/pending-requests';
import { HomeBlock } from '../../home/blocks/HomeBlock';
import { useBlockData } from '../../home/blocks/use-block-data';

/**
 * The checkups the reader was asked to give feedback on as an accountability partner and has
 * not answered yet, the one waiting longest first, each opening its survey (none while the brand
 * has checkups off).
 */
export function PendingTpcRequests() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const email = useSession().session?.email ?? '';
  const checkupsOn = useFeatureOn('tractionCheckup');
  const { data, loading } = useBlockData({
    queryKey: ['resources', 'tpcRequests', email],
    empty: [],
    load: (signal) => partnerRequests(api, email, signal),
    enabled: email !== '' && checkupsOn,
  });
  const pending = pendingRequestsOf(data);
  return (
    <HomeBlock
      name="pendingTpcRequests"
      title={t('resources.sections.tpcTitle')}
      loading={loading}
      isEmpty={pending.length === 0}
      empty={t('resources.sections.tpcEmpty')}
    >
      <List dense disablePadding>
        {pending.map((request) => (
          <ListItem
            key={request.id}
            disableGutters
            secondaryAction={
              <Button
                component={RouterLink}
                to={`/traction/checkup/${request.checkupParticipantId}`}
              >
                {t('checkupSurvey.partner.open')}
              </Button>
            }
          >
            <ListItemText
              sx={{ pr: 12 }}
              primary={`${request.participantFirstName} ${request.participantLastName}`.trim()}
              secondary={
                request.sentUtc
                  ? t('home.describers.asked', { date: formatDate(request.sentUtc, i18n.language) })
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}
