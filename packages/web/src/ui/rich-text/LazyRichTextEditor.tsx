import Skeleton from '@mui/material/Skeleton';
import { Suspense, lazy, type ComponentProps } from 'react';
import type { RichTextEditor as Editor } from './RichTextEditor';

const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text editor, loaded when first shown: a page that only reads rich text does not
 * download the editor.
 */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 160) + 48} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
