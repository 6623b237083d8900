import { useQuery } from '@tanstack/react-query';
import { usePortal } from '../../app/portal-context';
import { eventKeys, fetchCatalog } from './events-api';

/** The brand's event types (catalog items), for pickers and filters. */
export function useCatalog() {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...eventKeys.catalog, 'all'],
    queryFn: ({ signal }) => fetchCatalog(api, signal),
  });
}
