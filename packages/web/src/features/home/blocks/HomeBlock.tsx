import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** True while the block's data is on its way: a skeleton stands in. */
  loading: boolean;
  /** Shown instead of the content when there is nothing to show (also after a failed load). */
  empty?: string;
  isEmpty?: boolean;
  children?: ReactNode;
  /** Test and landmark name, e.g. `plan`. */
  name: string;
  /** A way on (a button or link), shown under the content or the empty text once loaded. */
  action?: ReactNode;
};

/** One card of the home grid, with its own loading and empty states. */
export function HomeBlock({
  title,
  loading,
  empty,
  isEmpty = false,
  children,
  name,
  action,
}: Props) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={loading}
      data-block={name}
      sx={{ borderRadius: 3, height: '100%' }}
    >
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {loading ? (
          <Stack spacing={1} aria-hidden>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="60%" />
          </Stack>
        ) : isEmpty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          children
        )}
        {!loading && action}
      </CardContent>
    </Card>
  );
}
