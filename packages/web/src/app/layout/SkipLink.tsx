import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of the shell's main region, which the skip link moves focus to. */
export const MAIN_ID = 'main-content';

/**
 * The first stop of the keyboard on every shell page: hidden until focused, it jumps past the
 * drawer and the toolbar to the page itself (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
