import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zTeamName, type TScorecardTeam } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { joinScorecardTeam } from './team-surveys-api';

const NEW = 'new';

/** Which team the visitor answers for: one of the scorecard's, or one they name. */
export function ScorecardTeamPicker({
  shortCode,
  teams,
  onChosen,
}: {
  shortCode: string;
  teams: readonly TScorecardTeam[];
  onChosen: (team: TScorecardTeam) => void;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [choice, setChoice] = useState(teams[0]?.id ?? NEW);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');

  const go = async () => {
    if (choice !== NEW) {
      const team = teams.find((candidate) => candidate.id === choice);
      if (team) onChosen(team);
      return;
    }
    if (!zTeamName.safeParse(name).success) {
      setNameError(t('teamSurveys.teams.nameRequired'));
      return;
    }
    onChosen(await joinScorecardTeam(api, shortCode, name.trim()));
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('teamSurveys.scorecard.pickIntro')}</Typography>
      <RadioGroup
        aria-label={t('teamSurveys.scorecard.team')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {teams.map((team) => (
          <FormControlLabel key={team.id} value={team.id} control={<Radio />} label={team.name} />
        ))}
        <FormControlLabel
          value={NEW}
          control={<Radio />}
          label={t('teamSurveys.scorecard.notListed')}
        />
      </RadioGroup>
      {choice === NEW && (
        <TextField
          label={t('teamSurveys.scorecard.teamName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!!nameError}
          helperText={nameError}
          required
        />
      )}
      <Button variant="contained" onClick={() => void go()} sx={{ alignSelf: 'flex-start' }}>
        {t('teamSurveys.scorecard.continue')}
      </Button>
    </Stack>
  );
}
