import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrmAccount, TCrmAccountMergePreview, TCrmAccountRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { mergeAccounts } from './accounts-api';
import { AccountPicker } from './AccountPicker';
import { TableScroll } from '../../ui/TableScroll';
import { Dialog } from '../../ui/Dialog';

type Props = {
  account: TCrmAccount;
  busy: boolean;
  onMerge: (target: TCrmAccountRow) => void;
  onClose: () => void;
};

/** Merge this account into another: pick the one to keep, see what moves, then confirm. */
export function MergeDialog({ account, busy, onMerge, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [target, setTarget] = useState<TCrmAccountRow | null>(null);
  const preview = useQuery({
    queryKey: ['crmaccount', 'mergePreview', account.id, target?.id],
    queryFn: () => mergeAccounts(api, account.id, target?.id ?? '', false),
    enabled: target !== null,
    staleTime: 0,
  });
  const moves = preview.data?.moves;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('accounts.merge.title', { name: account.accountName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <AccountPicker
            label={t('accounts.merge.target')}
            value={target}
            onChange={setTarget}
            excludeId={account.id}
          />
          {preview.isError && <ErrorNotice error={preview.error} />}
          {moves && target && <MovesTable moves={moves} />}
          {moves && target && (
            <Alert severity="warning">
              {t('accounts.merge.warning', { from: account.accountName, to: target.accountName })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accounts.actions.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!target || !moves || busy}
          onClick={() => target && onMerge(target)}
        >
          {t('accounts.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MovesTable({ moves }: { moves: TCrmAccountMergePreview['moves'] }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('accounts.merge.moves')}>
      <Table size="small" aria-label={t('accounts.merge.moves')}>
        <TableBody>
          {(Object.keys(moves) as (keyof typeof moves)[]).map((kind) => (
            <TableRow key={kind}>
              <TableCell>{t(`accounts.merge.kinds.${kind}`)}</TableCell>
              <TableCell align="right">{moves[kind]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
