import type { THubEvent } from '@portal/core';

export type CheckinCount = Extract<THubEvent, { name: 'EventCheckedInCount' }>;
type Listener = (event: CheckinCount) => void;

/**
 * The hub's EventCheckedInCount events (sent to an event's trainers and planner after each
 * check-in), handed to the event screens that show the count. Kept out of the screens' chunks
 * so the hub client does not load them.
 */
function createCheckinCountEvents() {
  const listeners = new Set<Listener>();
  return {
    emit: (event: CheckinCount) => listeners.forEach((listener) => listener(event)),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const checkinCountEvents = createCheckinCountEvents();
