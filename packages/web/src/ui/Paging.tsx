import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

type Props = {
  count: number;
  page: number;
  pageSize: number;
  onChange: (change: { page: number; pageSize?: number }) => void;
};

/**
 * On a narrow screen the bar wraps (the count and the arrows on a line of their own) instead of
 * scrolling sideways with the arrows out of sight.
 */
const WRAPS = {
  overflow: 'visible',
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 },
  '& .MuiTablePagination-spacer': { display: 'none' },
} as const;

/** The paging bar under a paged list; pages count from 1 as the API counts them. */
export function Paging({ count, page, pageSize, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      sx={WRAPS}
      count={count}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[10, 25, 50, 100]}
      labelRowsPerPage={t('shell.messages.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('shell.messages.displayedRows', { from, to, total })
      }
      getItemAriaLabel={(type) =>
        type === 'next' ? t('shell.messages.nextPage') : t('shell.messages.previousPage')
      }
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ page: 1, pageSize: Number(event.target.value) })}
    />
  );
}
