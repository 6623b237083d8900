import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the top while a page's code loads. Drawn with a box rather than MUI's
 * LinearProgress, which would add its weight to the first download for a moment's display.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('shell.common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 2000,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}
