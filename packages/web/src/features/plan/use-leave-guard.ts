import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../ui/confirm-context';

/**
 * Asks before leaving while `active` (the plan is editable and dirty): in-app navigation through
 * the confirm dialog with the spec's text, a reload or a closed tab through the browser's own
 * prompt (browsers show their own words there).
 */
export function useLeaveGuard(active: boolean, message: string) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm, message]);

  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions only prompt when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active, message]);
}
