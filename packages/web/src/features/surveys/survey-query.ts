/** Survey answers change under the person's thumbs: a refetch must not rebuild the page. */
export const SURVEY_QUERY = { staleTime: Infinity, retry: false, gcTime: 0 } as const;
