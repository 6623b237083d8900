import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { richTextPlain, type TRichText } from '@portal/core';

const RichText = lazy(() => import('./RichText').then((module) => ({ default: module.RichText })));

/**
 * Stored rich text where it may show in the first load (a configured text of the shell): its
 * plain words at once, its formatting when the renderer has loaded.
 */
export function LazyRichText({ body }: { body: TRichText }) {
  return (
    <Suspense fallback={<Typography>{richTextPlain(body)}</Typography>}>
      <RichText body={body} />
    </Suspense>
  );
}
