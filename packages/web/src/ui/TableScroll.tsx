import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  // After every render: the rows (and so the content's width) may have changed.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return overflows;
}

type Props = {
  /** What the table is (usually the table's own label): the region says it scrolls sideways. */
  label: string;
  children: ReactNode;
};

/**
 * A table's own sideways scroll, so that the page around it reflows on a narrow screen
 * (WCAG 1.4.10 lets data tables scroll in two directions). While the table is wider than the
 * space it has, the box is a named region in the Tab order, so that it can be scrolled by keyboard
 * (the arrow keys) and found by a screen reader; otherwise it is a plain box.
 */
export function TableScroll({ label, children }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(ref);
  return (
    <Box
      ref={ref}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
      {...(overflows
        ? {
            role: 'region',
            'aria-label': t('shell.common.scrollsSideways', { name: label }),
            tabIndex: 0,
          }
        : {})}
    >
      {children}
    </Box>
  );
}
