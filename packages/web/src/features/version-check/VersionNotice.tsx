import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useFeatureOn } from '../../app/portal-context';
import type { VersionWatcher } from './version-watcher';

// Shown only when a new version is out, so its code stays out of the first load.
const VersionNoticeCard = lazy(() =>
  import('./VersionNoticeCard').then((module) => ({ default: module.VersionNoticeCard })),
);

/** The new-version notice, while the watcher shows one and the brand has the check on. */
export function VersionNotice({ watcher }: { watcher: VersionWatcher }) {
  const notice = useSyncExternalStore(watcher.subscribe, watcher.notice);
  const on = useFeatureOn('versionCheck');
  if (notice === 'hidden' || !on) return null;
  return (
    <Suspense fallback={null}>
      <VersionNoticeCard watcher={watcher} notice={notice} />
    </Suspense>
  );
}
