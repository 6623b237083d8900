import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useOnCard } from './surface-context';

type Props = {
  title: string;
  /** A short line above the title naming where the user is (e.g. the page's name). */
  eyebrow?: string;
  children: ReactNode;
  /**
   * Moves focus to the title when the card appears: for a card that replaces the form a person
   * has just sent, so keyboard and screen-reader users land on the result instead of the page top.
   */
  focusTitle?: boolean;
};

/** A simple page: a heading and its content on one surface, centred and readable. */
export function PageCard({ title, eyebrow, children, focusTitle }: Props) {
  const onCard = useOnCard();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  const content = (
    <>
      {eyebrow && (
        <Typography
          component="p"
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5, mb: 1 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography
        ref={heading}
        variant="h1"
        component="h2"
        gutterBottom
        tabIndex={focusTitle ? -1 : undefined}
      >
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </>
  );
  if (onCard) return content;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      {content}
    </Paper>
  );
}
