import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { zDescriberRequest } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { QueryRoot } from '../../../app/QueryRoot';
import { describerRequests } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';

/**
 * The pendingDescriberRequests block (home page, content pages): the 360 surveys someone asked
 * the signed-in person to give, each opening the survey. A failed load is logged and the block
 * shows its empty state, as every home block does.
 */
export function PendingDescriberRequests() {
  // The shared query cache: harmless when the hosting page already provides it.
  return (
    <QueryRoot>
      <RequestList />
    </QueryRoot>
  );
}

function RequestList() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const uaId = useMyAccountId();
  const requests = useQuery({
    queryKey: ['profile', 'describerRequests', uaId],
    queryFn: async ({ signal }) => {
      try {
        return zDescriberRequest.array().parse(await describerRequests(api, uaId, signal));
      } catch (error) {
        console.warn('Pending describer requests could not be loaded.', error);
        return [];
      }
    },
    enabled: uaId !== '',
  });
  const items = requests.data ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('profile.requests.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('profile.requests.none')}</Typography>
      ) : (
        <List dense aria-label={t('profile.requests.title')}>
          {items.map((request) => (
            <ListItemButton
              key={request.surveyCode}
              component={RouterLink}
              to={`/describerFeedback/${encodeURIComponent(request.surveyCode)}`}
              divider
            >
              <ListItemText
                primary={t('profile.requests.describe', {
                  name: `${request.participantFirstName} ${request.participantLastName}`.trim(),
                })}
                secondary={`${t(`profile.relationship.${request.relationship}`, {
                  defaultValue: request.relationship,
                })} · ${date.format(new Date(request.requestedUTC))}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
