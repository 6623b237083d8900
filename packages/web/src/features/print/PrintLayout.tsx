import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NEXT_PRINT_DOCUMENT_EVENT } from '@portal/core';
import { InsidePrintLayout } from './print-view';

/** Class names print views put on blocks: a new sheet before one, or no break inside one. */
export const PRINT_CLASSES = { pageBreak: 'print-page-break', keepTogether: 'print-keep-together' };

const PRINT_STYLES = {
  '@page': { margin: '12mm' },
  'html, body': { background: '#fff' },
  // Backgrounds and colours print as on screen (bars, score bands, brand colours).
  '*': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
  [`.${PRINT_CLASSES.pageBreak}`]: { breakBefore: 'page' },
  [`.${PRINT_CLASSES.keepTogether}`]: { breakInside: 'avoid' },
  // Toasts belong to the screen, never to the paper.
  '@media print': { '.MuiSnackbar-root': { display: 'none !important' } },
} as const;

/**
 * The print route's page, started afresh for each document: the PDF renderer moves a running app
 * from one document to the next (NEXT_PRINT_DOCUMENT_EVENT, the path shown already included), and
 * each document's view then begins as on a page of its own.
 */
function PrintRoutePage() {
  const { key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const moveOn = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== 'string') return;
      event.preventDefault();
      void navigate(event.detail);
    };
    window.addEventListener(NEXT_PRINT_DOCUMENT_EVENT, moveOn);
    return () => window.removeEventListener(NEXT_PRINT_DOCUMENT_EVENT, moveOn);
  }, [navigate]);
  // Each navigation has its own key, a move to the same path too.
  return <Outlet key={key} />;
}

/**
 * The layout of print views (routes with `layout: 'print'`): the page alone on white, no toolbar,
 * drawer or banners, sized like a sheet on screen and edge to edge on paper. The router wraps
 * every print route in it; a page that wraps itself in it again gets its children only.
 */
export function PrintLayout({ children }: { children?: ReactNode }) {
  const inside = useContext(InsidePrintLayout);
  if (inside) return <>{children ?? <Outlet />}</>;
  return (
    <InsidePrintLayout.Provider value={true}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box
        component="main"
        sx={{
          maxWidth: '8.5in',
          mx: 'auto',
          p: { xs: 2, sm: 4 },
          bgcolor: '#fff',
          color: 'text.primary',
          '@media print': { maxWidth: 'none', p: 0 },
        }}
      >
        {children ?? <PrintRoutePage />}
      </Box>
    </InsidePrintLayout.Provider>
  );
}
