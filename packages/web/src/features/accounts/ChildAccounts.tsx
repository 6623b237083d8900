import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TCrmAccount, TCrmAccountRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { Paging } from '../../ui/Paging';
import { accountKeys, fetchChildren } from './accounts-api';

type NodeProps = {
  row: Pick<TCrmAccountRow, 'id' | 'accountName' | 'childCount'>;
  linkTo: (id: string) => string;
};

/** One account of the tree; its children load when it is opened. */
function AccountNode({ row, linkTo }: NodeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={t(open ? 'accounts.tree.collapse' : 'accounts.tree.expand', {
            name: row.accountName,
          })}
          disabled={row.childCount === 0}
          onClick={() => setOpen((old) => !old)}
          sx={{ width: 28, visibility: row.childCount === 0 ? 'hidden' : 'visible' }}
        >
          {open ? '▾' : '▸'}
        </IconButton>
        <Link component={RouterLink} to={linkTo(row.id)}>
          {row.accountName}
        </Link>
      </Stack>
      {open && <ChildList parentId={row.id} linkTo={linkTo} />}
    </ListItem>
  );
}

/** Children shown per page of a tree level. */
const CHILDREN_PAGE_SIZE = 50;

function ChildList({ parentId, linkTo }: { parentId: string; linkTo: (id: string) => string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [page, setPage] = useState(1);
  const children = useQuery({
    queryKey: accountKeys.children(parentId, page),
    queryFn: ({ signal }) =>
      fetchChildren(api, parentId, { page, pageSize: CHILDREN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  if (children.isPending)
    return <Typography sx={{ pl: 4 }}>{t('accounts.tree.loading')}</Typography>;
  return (
    <List dense disablePadding sx={{ pl: 3 }}>
      {(children.data?.data ?? []).map((child) => (
        <AccountNode key={child.id} row={child} linkTo={linkTo} />
      ))}
      {(children.data?.count ?? 0) > CHILDREN_PAGE_SIZE && (
        <Paging
          count={children.data?.count ?? 0}
          page={page}
          pageSize={CHILDREN_PAGE_SIZE}
          onChange={(change) => setPage(change.page)}
        />
      )}
    </List>
  );
}

type Props = { account: TCrmAccount; linkTo: (id: string) => string; newChildPath: string | null };

/** The accounts under this one (e.g. a district's campuses), as an expandable tree. */
export function ChildAccounts({ account, linkTo, newChildPath }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      {account.childCount === 0 ? (
        <Typography color="text.secondary">{t('accounts.tree.none')}</Typography>
      ) : (
        <ChildList parentId={account.id} linkTo={linkTo} />
      )}
      {newChildPath && (
        <Button
          component={RouterLink}
          to={newChildPath}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('accounts.tree.addChild')}
        </Button>
      )}
    </Stack>
  );
}
