import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamReportData } from '@portal/core';
import { TeamDistribution } from './TeamDistribution';

/** A team report's content, shared by the screen and the print view. */
export function TeamReportBody({ team }: { team: TeamReportData }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography color="text.secondary">
        {t('profile.team.members', { count: team.memberCount, withReport: team.membersWithReport })}
      </Typography>
      {team.isHidden ? (
        <Alert severity="info">{t('profile.team.hidden', { min: team.minGroupSize })}</Alert>
      ) : (
        <TeamDistribution scales={team.scales} />
      )}
    </>
  );
}
