import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-survey-progress';

type Props = { answered: number; total: number; state: SaveState };

/** Stays at the top while the describer scrolls: how far they are and whether it is saved. */
export function SurveyProgressBar({ answered, total, state }: Props) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.default',
        py: 1,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('profile.survey.progress', { answered, total })}
        </Typography>
        <Typography
          variant="body2"
          role="status"
          color={state === 'failed' ? 'error' : 'text.secondary'}
        >
          {state === 'idle' ? '' : t(`profile.survey.save.${state}`)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('profile.survey.progress', { answered, total })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
