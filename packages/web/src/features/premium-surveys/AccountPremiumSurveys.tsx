import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, type TPremiumResponse } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { accountPremiumSurveys, premiumKeys, premiumResultsPath } from './premium-api';

/** Completed premium surveys, each with the way to its results view. */
export function PremiumResponseList({
  responses,
  empty,
  label,
}: {
  responses: TPremiumResponse[];
  empty: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  if (responses.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense aria-label={label}>
      {responses.map((response) => (
        <ListItem
          key={response.responseId}
          disableGutters
          divider
          secondaryAction={
            <Button
              size="small"
              component={RouterLink}
              to={premiumResultsPath(response.responseId)}
              aria-label={`${t('premiumSurveys.account.view')}: ${response.accountName}, ${response.releaseName}`}
            >
              {t('premiumSurveys.account.view')}
            </Button>
          }
        >
          <ListItemText
            primary={response.accountName}
            secondary={t('premiumSurveys.account.line', {
              release: response.releaseName,
              date: formatDate(response.completedAt, i18n.language),
              name: response.respondentName || '—',
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The account page's premium surveys: those completed about it that the reader may open. */
export function AccountPremiumSurveys({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const responses = useQuery({
    queryKey: premiumKeys.account(accountId),
    queryFn: ({ signal }) => accountPremiumSurveys(api, accountId, signal),
  });
  if (responses.isError) return <ErrorNotice error={responses.error} />;
  if (!responses.data) return null;
  return (
    <PremiumResponseList
      responses={responses.data}
      empty={t('premiumSurveys.account.empty')}
      label={t('premiumSurveys.account.title')}
    />
  );
}
