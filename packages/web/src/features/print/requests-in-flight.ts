type Listener = () => void;

/** Counts the print view's data requests, so the report-rendered marker waits for them. */
export function createRequestTracker() {
  let inFlight = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    track<T>(request: Promise<T>): Promise<T> {
      inFlight += 1;
      emit();
      return request.finally(() => {
        inFlight -= 1;
        emit();
      });
    },
    count: () => inFlight,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RequestTracker = ReturnType<typeof createRequestTracker>;

/** The tracker of this page: printApi reports to it, useReportRendered reads it. */
export const printRequests = createRequestTracker();
