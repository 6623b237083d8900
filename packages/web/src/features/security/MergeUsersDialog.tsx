import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TUserAccountMergeResult, TUserDetail, TUserSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { userDisplayName } from './format';
import { MergeCounts, removesSignIn } from './MergeCounts';
import { accountOfUser, mergeAccounts, previewMerge } from './security-api';
import { UserPicker, userLabel } from './UserPicker';
import { Dialog } from '../../ui/Dialog';

/** The two sign-in users of a merge: the duplicate goes into the kept one. */
type Pair = { kept: TUserSummary; duplicate: TUserSummary };
type Planned = Pair & { preview: TUserAccountMergeResult };
type Done = Pair & { result: TUserAccountMergeResult };

type Props = { user: TUserDetail; onClose: () => void };

/**
 * Merges two accounts of one person in this brand: pick the other account and the one to keep,
 * see what moves (the server's preview), confirm, see what moved. The server's refusal (no account
 * in this brand, the same account twice) is shown as it says it.
 */
export function MergeUsersDialog({ user, onClose }: Props) {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [other, setOther] = useState<TUserSummary | null>(null);
  const [keepThis, setKeepThis] = useState(true);
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const accountsOf = async ({ kept, duplicate }: Pair) => {
    const [from, to] = await Promise.all([
      accountOfUser(api, duplicate.id, brand.key),
      accountOfUser(api, kept.id, brand.key),
    ]);
    return { from: from.id, to: to.id };
  };
  const preview = useMutation({
    mutationFn: async (pair: Pair) => {
      const { from, to } = await accountsOf(pair);
      return { ...pair, preview: await previewMerge(api, from, to) };
    },
    onSuccess: setPlanned,
  });
  const merge = useMutation({
    mutationFn: async ({ preview: counted, ...pair }: Planned) => ({
      ...pair,
      result: await mergeAccounts(api, counted.fromUserAccountId, counted.toUserAccountId),
    }),
    onSuccess: async (merged) => {
      setDone(merged);
      await queryClient.invalidateQueries({ queryKey: ['security'] });
    },
  });
  const busy = preview.isPending || merge.isPending;
  const error = preview.error ?? merge.error;

  const showPreview = () => {
    if (!other) return;
    preview.reset();
    preview.mutate(keepThis ? { kept: user, duplicate: other } : { kept: other, duplicate: user });
  };
  const openKept = async (kept: TUserSummary) => {
    onClose();
    await navigate(`/users/view/${encodeURIComponent(kept.id)}`);
  };
  const signInSentence = (pair: Pair, moved: Record<string, number>, past: boolean) => {
    const names = { email: pair.duplicate.email, keptEmail: pair.kept.email };
    if (!removesSignIn(moved)) return t('security.merge.signInStays', names);
    return past ? t('security.merge.signInGone', names) : t('security.merge.signInGoes', names);
  };
  const summary = (pair: Pair) =>
    // With the addresses: the two accounts of one person often carry the same name.
    t('security.merge.summary', {
      duplicate: userLabel(pair.duplicate),
      kept: userLabel(pair.kept),
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('security.merge.title')}</DialogTitle>
      <DialogContent>
        {busy && <LinearProgress sx={{ mb: 2 }} />}
        {error && <ErrorNotice error={error} />}
        {done ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('security.merge.done')}
            </Alert>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{summary(done)}</Typography>
            <Typography sx={{ mt: 2 }}>{t('security.merge.moved')}</Typography>
            <MergeCounts title={t('security.merge.moved')} moved={done.result.moved} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {signInSentence(done, done.result.moved, true)}
            </Typography>
          </>
        ) : planned ? (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{summary(planned)}</Typography>
            <Typography sx={{ mt: 2 }}>{t('security.merge.willMove')}</Typography>
            <MergeCounts title={t('security.merge.willMove')} moved={planned.preview.moved} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {signInSentence(planned, planned.preview.moved, false)}
            </Typography>
          </>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('security.merge.intro', { name: userDisplayName(user) })}
            </Typography>
            <UserPicker
              label={t('security.merge.other')}
              value={other}
              excludeId={user.id}
              disabled={busy}
              onChange={setOther}
            />
            {/* Asked once there is a choice: a question greyed out until then was hard to read. */}
            {other && (
              <FormControl disabled={busy}>
                <FormLabel id="merge-keep">{t('security.merge.keep')}</FormLabel>
                <RadioGroup
                  aria-labelledby="merge-keep"
                  value={keepThis ? 'this' : 'other'}
                  onChange={(event) => setKeepThis(event.target.value === 'this')}
                >
                  <FormControlLabel value="this" control={<Radio />} label={userLabel(user)} />
                  <FormControlLabel value="other" control={<Radio />} label={userLabel(other)} />
                </RadioGroup>
              </FormControl>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={() => void openKept(done.kept)}>
            {t('security.merge.openKept')}
          </Button>
        ) : planned ? (
          <>
            <Button
              disabled={busy}
              onClick={() => {
                merge.reset();
                setPlanned(null);
              }}
            >
              {t('security.merge.back')}
            </Button>
            <Button
              variant="contained"
              color="warning"
              disabled={busy}
              onClick={() => merge.mutate(planned)}
            >
              {t('security.merge.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={onClose}>
              {t('security.common.cancel')}
            </Button>
            <Button variant="contained" disabled={busy || !other} onClick={showPreview}>
              {t('security.merge.preview')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
