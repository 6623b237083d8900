import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PLAN_REVIEW_FEATURES,
  PLAN_SHARING_FEATURES,
  reviewPlanPath,
  type TractionPlan,
  type TractionPlanContent,
  type TractionPlanPartner,
} from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { toasts } from '../../../ui/toast/toast-store';
import { generateReviewId, planKeys, savePlan } from '../plan-api';
import { ActivityLog } from './ActivityLog';
import { TableScroll } from '../../../ui/TableScroll';

/** The address a partner opens: read-only, no sign-in. */
const reviewLink = (reviewId: string) => `${window.location.origin}${reviewPlanPath(reviewId)}`;

type Row = {
  partner: TractionPlanPartner;
  kind: 'accountabilityPartners' | 'sharedPartners';
  index: number;
};

const rowsOf = (plan: TractionPlanContent): Row[] =>
  (['accountabilityPartners', 'sharedPartners'] as const).flatMap((kind) =>
    plan[kind].map((partner, index) => ({ partner, kind, index })).filter((r) => r.partner.email),
  );

/** Saves outside the edit mode (a partner's link switched, links sent), then shows the result. */
function useShareSave(plan: TractionPlan) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, sendEmail }: { content: TractionPlanContent; sendEmail: boolean }) =>
      savePlan(api, {
        id: plan.id,
        userAccountId: plan.userAccountId,
        version: plan.version,
        progress: plan.progress,
        plan: { ...content, sendEmail },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** The review link, the partners' links, a new link and e-mailing the link. */
function ReviewLinks({ plan }: { plan: TractionPlan }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const sharingOn = useFeatureOn(PLAN_SHARING_FEATURES);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const save = useShareSave(plan);
  const rotate = useMutation({
    mutationFn: () => generateReviewId(api, plan.id ?? ''),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      toasts.show({ message: t('plan.share.newLinkDone'), severity: 'success' });
    },
  });
  const rows = rowsOf(plan.plan);
  const sent = new Set(plan.progress.emailedLinks.map((e) => e.toLowerCase()));
  const setActive = (row: Row, active: boolean) =>
    save.mutate({
      sendEmail: false,
      content: {
        ...plan.plan,
        [row.kind]: plan.plan[row.kind].map((p, i) =>
          i === row.index ? { ...p, reviewIdIsActive: active } : p,
        ),
      },
    });
  const send = () =>
    save.mutate(
      { content: plan.plan, sendEmail: true },
      { onSuccess: () => toasts.show({ message: t('plan.share.sent'), severity: 'success' }) },
    );
  const askRotate = async () => {
    if (await confirm({ message: t('plan.share.newLinkConfirm') })) rotate.mutate();
  };

  return (
    <>
      <Typography variant="h6" component="h3">
        {t('plan.share.title')}
      </Typography>
      <Typography color="text.secondary">{t('plan.share.intro')}</Typography>
      {save.isError && <ErrorNotice error={save.error} />}
      {rotate.isError && <ErrorNotice error={rotate.error} />}
      {plan.reviewId && (
        <TextField
          label={t('plan.share.link')}
          value={reviewLink(plan.reviewId)}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      )}
      {rows.length === 0 ? (
        <Typography>{t('plan.share.noPartners')}</Typography>
      ) : (
        <TableScroll label={t('plan.share.partners')}>
          <Table size="small" aria-label={t('plan.share.partners')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('plan.share.partner')}</TableCell>
                <TableCell>{t('plan.share.linkSent')}</TableCell>
                <TableCell>{t('plan.share.linkActive')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.kind}-${row.index}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {[row.partner.firstName, row.partner.lastName].filter(Boolean).join(' ')}
                    <Typography variant="body2" color="text.secondary">
                      {row.partner.email}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {sent.has(row.partner.email.toLowerCase())
                      ? t('shell.common.yes')
                      : t('shell.common.no')}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={row.partner.reviewIdIsActive}
                      disabled={save.isPending}
                      slotProps={{
                        input: {
                          'aria-label': t('plan.share.linkActiveFor', {
                            email: row.partner.email,
                          }),
                        },
                      }}
                      onChange={(event) => setActive(row, event.target.checked)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {sharingOn && (
          <Button variant="contained" disabled={rows.length === 0 || save.isPending} onClick={send}>
            {t('plan.share.send')}
          </Button>
        )}
        <Button variant="outlined" disabled={rotate.isPending} onClick={() => void askRotate()}>
          {t('plan.share.newLink')}
        </Button>
      </Stack>
    </>
  );
}

/**
 * The owner's sharing: the review link and the partners' links, a new link, e-mailing the link
 * (where the brand shares plans); then the activity. Without review links, the activity only.
 */
export function PlanSharing({ plan }: { plan: TractionPlan }) {
  const reviewOn = useFeatureOn(PLAN_REVIEW_FEATURES);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Stack spacing={2}>
        {reviewOn && <ReviewLinks plan={plan} />}
        <ActivityLog planId={plan.id ?? ''} />
      </Stack>
    </Paper>
  );
}
