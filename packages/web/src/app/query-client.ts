import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export const createQueryClient = ({ gcTime }: { gcTime?: number } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        ...(gcTime === undefined ? {} : { gcTime }),
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
