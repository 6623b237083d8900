import { useEffect, useState } from 'react';
import { REPORT_RENDERED_DATA_KEY, REPORT_RENDERED_QUIET_MS } from '@portal/core';
import { printRequests, type RequestTracker } from './requests-in-flight';

function stillLoading(tracker: RequestTracker): boolean {
  if (tracker.count() > 0) return true;
  if (document.fonts?.status === 'loading') return true;
  return Array.from(document.querySelectorAll('img')).some((image) => !image.complete);
}

/**
 * Sets the report-rendered marker (`<html data-report-rendered="true">`, what the PDF renderer
 * waits for) once `isReady` is true and the page has then been quiet for
 * REPORT_RENDERED_QUIET_MS: no DOM change, no print data request, image or font still loading.
 * Answers whether the marker is set; it is removed when the page leaves or stops being ready.
 */
export function useReportRendered(
  isReady: boolean,
  tracker: RequestTracker = printRequests,
): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (!isReady) return undefined;
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => arm());
    const unsubscribe = tracker.subscribe(() => arm());
    const stop = () => {
      clearTimeout(timer);
      observer.disconnect();
      unsubscribe();
    };
    function arm() {
      clearTimeout(timer);
      timer = setTimeout(settle, REPORT_RENDERED_QUIET_MS);
    }
    function settle() {
      if (stillLoading(tracker)) {
        arm();
        return;
      }
      stop();
      root.dataset[REPORT_RENDERED_DATA_KEY] = 'true';
      setRendered(true);
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    arm();
    return () => {
      stop();
      delete root.dataset[REPORT_RENDERED_DATA_KEY];
      setRendered(false);
    };
  }, [isReady, tracker]);
  return rendered;
}
