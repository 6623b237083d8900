import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  type Endpoint,
  type FileAnswer,
  type JsonAnswer,
  type PagedResult,
  type ReportColumn,
  type ReportName,
  type zReportExportQuery,
  type zReportPageQuery,
} from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { filtersOf } from './report-filters';
import { ReportDownloads } from './ReportDownloads';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

type Props<Row extends object> = {
  /** The report's name: its cached pages, its background exports. */
  name: ReportName;
  page: Endpoint<undefined, typeof zReportPageQuery, undefined, JsonAnswer<PagedResult<Row>>>;
  download: Endpoint<undefined, typeof zReportExportQuery, undefined, FileAnswer>;
  columns: readonly ReportColumn<Row>[];
  /** A chart of the report's figures, between the downloads and the table (its text view). */
  chart?: ReactNode;
  /** Whether a group narrows the report (not for reports by campus, district or strategist). */
  groups?: boolean;
  /** More that the report offers beside its downloads (a printable result). */
  actions?: ReactNode;
};

/**
 * The frame every report over existing data shares: its filters in the page's address, a paged
 * table, and its downloads (CSV and Excel) of every row the filters select.
 */
export function ReportFrame<Row extends object>({
  name,
  page,
  download,
  columns,
  chart,
  groups = true,
  actions,
}: Props<Row>) {
  const { api } = usePortal();
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  // A change of filters starts again on the first page.
  const filterKey = JSON.stringify(filters);
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPaging((old) => ({ ...old, page: 1 }));
  }
  const query = { ...filters, ...paging };
  const result = useQuery({
    queryKey: ['reports', name, query],
    queryFn: ({ signal }) => call(api, page, { query }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ReportFilters filters={filters} groups={groups} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ReportDownloads
          name={name}
          download={download}
          filters={filters}
          count={result.data?.count}
        />
        {actions}
      </Box>
      {chart}
      <Box sx={{ height: 4 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <ReportTable columns={columns} rows={result.data?.data ?? []} loaded={result.isSuccess} />
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </Box>
  );
}
