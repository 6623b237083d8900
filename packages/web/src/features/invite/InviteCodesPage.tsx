import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type TInviteCode, type TInviteCodeCreate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { SecuritySection } from '../security/SecuritySection';
import { useSecurityAction } from '../security/use-security-action';
import { createInviteCode, deactivateInviteCode, searchInviteCodes } from './invite-api';
import { InviteCodeCreated } from './InviteCodeCreated';
import { InviteCodeDialog } from './InviteCodeDialog';
import { InviteCodeTable } from './InviteCodeTable';

/** Typing in the search box asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** The brand's invite codes for security admins: search, create and share, deactivate. */
export function InviteCodesPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TInviteCode | null>(null);
  const search = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const query = { ...paging, search: search || undefined };
  const result = useQuery({
    queryKey: ['security', 'inviteCodes', query],
    queryFn: ({ signal }) => searchInviteCodes(api, query, signal),
    placeholderData: keepPreviousData,
  });

  const create = (code: TInviteCodeCreate) =>
    run(async () => {
      const answer = await createInviteCode(api, code);
      setCreating(false);
      setCreated(answer);
      return answer;
    });
  const deactivate = async (code: TInviteCode) => {
    const message = t('account.inviteCodes.confirmDeactivate', { code: code.code });
    if (!(await confirm({ message }))) return;
    await run(
      () => deactivateInviteCode(api, code.id),
      () => t('account.inviteCodes.deactivated', { code: code.code }),
    );
  };

  return (
    <>
      <SecuritySection
        level={2}
        title={t('account.inviteCodes.title')}
        actions={
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('account.inviteCodes.create')}
          </Button>
        }
      >
        <TextField
          label={t('account.inviteCodes.search')}
          placeholder={t('account.inviteCodes.searchHint')}
          type="search"
          size="small"
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
          sx={{ mb: 2 }}
        />
        <Box sx={{ height: 4, mb: 1 }}>{result.isFetching && <LinearProgress />}</Box>
        {result.isError && <ErrorNotice error={result.error} />}
        <InviteCodeTable
          codes={result.data?.data ?? []}
          loaded={result.isSuccess}
          busy={busy}
          onDeactivate={(code) => void deactivate(code)}
        />
        <Paging
          count={result.data?.count ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
        />
      </SecuritySection>
      {creating && (
        <InviteCodeDialog
          busy={busy}
          onCreate={(code) => void create(code)}
          onClose={() => setCreating(false)}
        />
      )}
      {created && <InviteCodeCreated code={created} onClose={() => setCreated(null)} />}
    </>
  );
}
