import { useEffect, useState } from 'react';
import type { PrintApi } from '../../print/print-api';
import { usePrintApi } from '../../print/print-api';

export type PrintData<T> = { data: T | null; error: Error | null };

/**
 * Loads a print view's data once with the print key of its path. No query cache: the page is
 * opened once, by the PDF renderer or a person, and read as it is.
 */
export function usePrintData<T>(load: (api: PrintApi) => Promise<T>, key: string): PrintData<T> {
  const api = usePrintApi();
  const [state, setState] = useState<PrintData<T>>({ data: null, error: null });
  useEffect(() => {
    let live = true;
    load(api).then(
      (data) => live && setState({ data, error: null }),
      (error: unknown) =>
        live &&
        setState({ data: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // `key` names what `load` fetches; a new function each render is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return state;
}
