import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  ZEventCatalogItemSave,
  type TEventCatalogItem,
  type TEventCatalogItemSave,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { CatalogItemForm, type CatalogItemSaved } from './CatalogItemForm';
import {
  deleteCatalogItem,
  eventKeys,
  fetchCatalogItem,
  saveCatalogItem,
  searchCatalog,
  syncEventTypeToEvents,
} from './events-api';
import { TableScroll } from '../../ui/TableScroll';

/** The brand's event types by name, family, category or reference id, paged. */
function CatalogList() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const typed = useDebounced(search.trim(), 300);
  const query = { ...paging, search: typed || undefined };
  const result = useQuery({
    queryKey: eventKeys.catalogSearch(query),
    queryFn: ({ signal }) => searchCatalog(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? [];
  return (
    <SecuritySection
      level={2}
      title={t('events.catalog.title')}
      actions={
        <Button variant="contained" component={RouterLink} to="/event/catalogadmin/new">
          {t('events.catalog.create')}
        </Button>
      }
    >
      <TextField
        type="search"
        size="small"
        label={t('events.catalog.search')}
        helperText={t('events.catalog.searchHint')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPaging((old) => ({ ...old, page: 1 }));
        }}
        sx={{ mb: 2, width: { xs: 1, sm: 'auto' }, minWidth: { sm: 280 } }}
      />
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('events.catalog.title')}>
        <Table size="small" aria-label={t('events.catalog.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('events.catalogFields.name')}</TableCell>
              <TableCell>{t('events.catalogFields.category')}</TableCell>
              <TableCell>{t('events.catalogFields.family')}</TableCell>
              <TableCell align="right">{t('events.catalogFields.totalHours')}</TableCell>
              <TableCell>{t('events.catalogFields.canSelfRegister')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('events.catalog.none')}</TableCell>
              </TableRow>
            )}
            {rows.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/event/catalogadmin/${item.id}`}>
                    {item.name}
                  </Link>
                  {item.archived && (
                    <Chip size="small" sx={{ ml: 1 }} label={t('events.admin.archived')} />
                  )}
                </TableCell>
                <TableCell>{item.category}</TableCell>
                <TableCell>{item.family}</TableCell>
                <TableCell align="right">{item.totalHours}</TableCell>
                <TableCell>
                  {item.canSelfRegister ? t('events.catalog.yes') : t('events.catalog.no')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}

/** A new type: the schema's defaults, without a name yet. */
const NEW_ITEM = { ...ZEventCatalogItemSave.parse({ name: 'new' }), name: '' };

/** The fields a save takes (the brand and the times are the server's). */
const saveOf = (item: TEventCatalogItem): TEventCatalogItemSave => {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(ZEventCatalogItemSave.shape))
    fields[key] = item[key as keyof TEventCatalogItem];
  return fields as TEventCatalogItemSave;
};

/** One event type: its fields, the sync of its flags to its events, its removal. */
function CatalogItemEditor({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, busy } = useAction(eventKeys.catalog);
  const isNew = itemId === 'new';
  const loaded = useQuery({
    queryKey: eventKeys.catalogItem(itemId),
    queryFn: ({ signal }) => fetchCatalogItem(api, itemId, signal),
    enabled: !isNew,
  });
  const save = async (values: CatalogItemSaved) => {
    const saved = await run(
      () => saveCatalogItem(api, values),
      () => t('events.catalog.saved'),
    );
    if (saved && isNew) void navigate(`/event/catalogadmin/${saved.id}`, { replace: true });
  };
  const remove = async (item: TEventCatalogItem) => {
    if (!(await confirm({ message: t('events.catalog.confirmDelete', { name: item.name }) })))
      return;
    const removed = await run(() => deleteCatalogItem(api, item.id));
    if (removed !== undefined) void navigate('/event/catalogadmin');
  };
  if (isNew) {
    return (
      <SecuritySection level={2} title={t('events.catalog.newTitle')}>
        <CatalogItemForm initial={NEW_ITEM} busy={busy} onSave={(v) => void save(v)} />
      </SecuritySection>
    );
  }
  if (loaded.isPending) return <PageLoading />;
  if (loaded.isError) return <ErrorNotice error={loaded.error} />;
  const item = loaded.data;
  return (
    <SecuritySection
      level={2}
      title={item.name}
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(
                () => syncEventTypeToEvents(api, item.id),
                (a) => t('events.catalog.synced', a),
              )
            }
          >
            {t('events.catalog.sync')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => void remove(item)}
          >
            {t('events.catalog.delete')}
          </Button>
        </Stack>
      }
    >
      <CatalogItemForm
        key={item.updatedUTC}
        initial={saveOf(item)}
        busy={busy}
        onSave={(v) => void save(v)}
      />
    </SecuritySection>
  );
}

/** event/catalogadmin/{eventCatalogItemId?}: the list of event types, or one ('new' for a new one). */
export function CatalogAdminPage() {
  const { eventCatalogItemId } = useParams();
  return eventCatalogItemId ? <CatalogItemEditor itemId={eventCatalogItemId} /> : <CatalogList />;
}
