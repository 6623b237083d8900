import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SURVEY_PARAM,
  isValidGuid,
  teamScorecardReportPath,
  zShortCode,
  type TScorecardTeam,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { savePublic } from '../surveys/surveys-api';
import { releaseDraftId } from '../surveys/survey-params';
import { SurveyUnavailable } from '../surveys/SurveyOutcomes';
import { SurveyView } from '../surveys/SurveyView';
import { usePublicSurvey } from '../surveys/use-public-survey';
import { ScorecardTeamPicker } from './ScorecardTeamPicker';
import { scorecardTeams, submitScorecard } from './team-surveys-api';

/**
 * `/aTeamScorecard?survey={shortCode}`: a team scorecard for anyone with the link. The visitor
 * picks or names their team (kept in the address as `team`), answers, and is sent to the
 * report of their response.
 */
export function TeamScorecardPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [search, setSearch] = useSearchParams();
  const shortCode = search.get('survey') ?? '';
  const teamId = search.get('team');
  const valid = zShortCode.safeParse(shortCode).success;
  const teams = useQuery({
    queryKey: ['team-surveys', 'scorecard-teams', shortCode],
    queryFn: ({ signal }) => scorecardTeams(api, shortCode, signal),
    enabled: valid,
  });
  if (!valid) return <SurveyUnavailable state="unavailable" />;
  if (teams.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (teams.isError) return <ErrorNotice error={teams.error} />;
  if (teams.data.state !== 'open') return <SurveyUnavailable state={teams.data.state} />;
  const choose = (team: TScorecardTeam) => setSearch({ survey: shortCode, team: team.id });
  if (!teamId || !isValidGuid(teamId)) {
    return (
      <PageCard title={t('teamSurveys.scorecard.title')}>
        <ScorecardTeamPicker shortCode={shortCode} teams={teams.data.teams} onChosen={choose} />
      </PageCard>
    );
  }
  return <ScorecardSurvey shortCode={shortCode} teamId={teamId} />;
}

function ScorecardSurvey({ shortCode, teamId }: { shortCode: string; teamId: string }) {
  const { api } = usePortal();
  const navigate = useNavigate();
  const params = useMemo(() => ({ [SURVEY_PARAM.group]: teamId }), [teamId]);
  const { query, link } = usePublicSurvey(shortCode, params);
  return (
    <SurveyView
      query={query}
      channel={{
        id: releaseDraftId('scorecard', shortCode, params),
        save: (version, answers) => savePublic(api, link(), version, answers),
        submit: async (version, answers, language) => {
          const sent = await submitScorecard(api, { ...link(), version, answers, language });
          void navigate(teamScorecardReportPath(sent.surveyDataId));
          return sent;
        },
      }}
    />
  );
}
