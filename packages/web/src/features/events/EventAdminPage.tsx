import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PAGE_SIZE, isTrainerOnly, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { SecuritySection } from '../security/SecuritySection';
import { CheckinDialog } from './CheckinDialog';
import { EventFilters, NO_EVENT_FILTERS, type EventFilterValues } from './EventFilters';
import { EventTable, type EventSortProperty } from './EventTable';
import { eventKeys, searchEvents, type EventSearch } from './events-api';
import { useLiveCheckinCount } from './use-live-checkin-count';
import { useMayOpen } from '../../app/use-may-open';

/** Typing in a filter asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** A calendar day of the browser, from its first or to its last moment, as an instant. */
const dayEdge = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

function searchOf(filters: EventFilterValues): Omit<EventSearch, 'page' | 'pageSize'> {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status.trim() || undefined,
    eventTypeId: filters.eventTypeId || undefined,
    crmAccountId: filters.account?.id,
    fromDate: dayEdge(filters.fromDate, false),
    toDate: dayEdge(filters.toDate, true),
    mine: filters.mine,
    includeArchived: filters.includeArchived,
  };
}

/** event/admin: the events this person may see (a trainer starts with their own), paged. */
export function EventAdminPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const mayOpen = useMayOpen();
  useLiveCheckinCount();
  const [filters, setFilters] = useState<EventFilterValues>(() => ({
    ...NO_EVENT_FILTERS,
    mine: session !== null && isTrainerOnly(session),
  }));
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<{ property: EventSortProperty; ascending: boolean }>({
    property: 'startDate',
    ascending: false,
  });
  const [checkin, setCheckin] = useState<TEvent | null>(null);
  const typed = useDebounced(filters, SEARCH_PAUSE_MS);
  const query: EventSearch = {
    ...paging,
    ...searchOf(typed),
    sortProperty: sort.property,
    sortAscending: sort.ascending,
  };
  const result = useQuery({
    queryKey: eventKeys.search(query),
    queryFn: ({ signal }) => searchEvents(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? [];

  return (
    <SecuritySection
      level={2}
      title={t('events.admin.title')}
      actions={
        <>
          {mayOpen('eventCatalogAdmin') && (
            <Button variant="outlined" component={RouterLink} to="/event/catalogadmin">
              {t('events.admin.catalog')}
            </Button>
          )}
          {mayOpen('eventEdit') && (
            <Button variant="contained" component={RouterLink} to="/event/edit/new">
              {t('events.admin.create')}
            </Button>
          )}
        </>
      }
    >
      <EventFilters
        values={filters}
        knownStatuses={rows.map((event) => event.status)}
        onChange={(next) => {
          setFilters(next);
          setPaging((old) => ({ ...old, page: 1 }));
        }}
      />
      <Box sx={{ height: 4, my: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <EventTable
        rows={rows}
        loaded={result.isSuccess}
        sort={sort}
        onSort={(property) =>
          setSort((old) => ({
            property,
            ascending: old.property === property ? !old.ascending : true,
          }))
        }
        onCheckin={setCheckin}
      />
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
      <CheckinDialog event={checkin} onClose={() => setCheckin(null)} />
    </SecuritySection>
  );
}
