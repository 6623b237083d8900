import { useQuery, type QueryKey } from '@tanstack/react-query';

type Options<T> = {
  queryKey: QueryKey;
  /** What the block shows when the call fails: its empty state. */
  empty: T;
  load: (signal: AbortSignal) => Promise<T>;
  enabled?: boolean;
  /** Called once per failed load, after the log line (for the blocks the spec gives a toast). */
  onFailure?: (error: unknown) => void;
};

/**
 * The data of one home block. A failed call is logged and answers the block's empty state, so one
 * block never breaks the page (the spec: failed loads "are only logged and give empty data").
 */
export function useBlockData<T>({ queryKey, empty, load, enabled = true, onFailure }: Options<T>) {
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await load(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(`The home block ${queryKey.join('/')} could not load.`, error);
        onFailure?.(error);
        return empty;
      }
    },
  });
  return { data: query.data ?? empty, loading: enabled && query.isPending };
}
