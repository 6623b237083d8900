import { Suspense, lazy, type ComponentProps } from 'react';
import type { EditableFrame as Frame } from './EditableFrame';

// Only editors in the edit mode see frames: their code stays out of everyone's first load.
const EditableFrame = lazy(() =>
  import('./EditableFrame').then((module) => ({ default: module.EditableFrame })),
);

/** The edit mode's frame, loaded when first shown; until then the content shows as it is. */
export function LazyEditableFrame(props: ComponentProps<typeof Frame>) {
  return (
    <Suspense fallback={props.children}>
      <EditableFrame {...props} />
    </Suspense>
  );
}
