import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REVIEW_ID_TYPE, formatDateTime, isPlanComplete, type TractionPlan } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useHolds, useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { EditAlerts } from './EditStatus';
import { PlanActions } from './PlanActions';
import { logPlanView } from './plan-api';
import { PlanEditForm } from './PlanEditForm';
import { ownerName, userAccountIdOf } from './plan-owner';
import { PlanSections } from './PlanSections';
import { PlanSharing } from './sharing/PlanSharing';
import { usePlanEditor, type PlanEditor } from './use-plan-editor';
import { usePlanAddress, usePlanQuery, type PlanAddress } from './use-plan-query';

/**
 * Logs one view of a saved plan: as its owner, a coach, or through a review link (keyed by the
 * viewer's user account, or by the review id of the address).
 */
function useViewLog(plan: TractionPlan | null, reviewId: string | null) {
  const { api } = usePortal();
  const viewer = userAccountIdOf(useSession().session);
  const planId = plan?.id ?? null;
  const via = plan?.reviewMode ? 'review' : plan?.isTarget ? 'coach' : 'owner';
  const key = plan?.reviewMode ? reviewId : viewer;
  useEffect(() => {
    if (planId && key) logPlanView(api, planId, via, key);
  }, [api, planId, via, key]);
}

function Notices({ plan }: { plan: TractionPlan }) {
  const { t } = useTranslation();
  const name = ownerName(plan);
  return (
    <>
      {plan.reviewMode && <Alert severity="info">{t('plan.page.reviewMode')}</Alert>}
      {!plan.reviewMode && plan.isTarget && (
        <Alert severity="info">{t('plan.page.targetView', { name })}</Alert>
      )}
      {plan.editBlockedBy === 'onFeedback' && (
        <Alert severity="warning">{t('plan.page.onFeedback')}</Alert>
      )}
    </>
  );
}

function NotStarted({ plan }: { plan: TractionPlan }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {plan.isTarget ? t('plan.page.noPlanOf', { name: ownerName(plan) }) : t('plan.page.noPlan')}
      </Typography>
      {plan.abilities.edit && (
        <Button component={Link} to={`/planBuilder/${plan.userAccountId}`} variant="contained">
          {t('plan.page.start')}
        </Button>
      )}
    </Stack>
  );
}

/** The plan itself: header with its actions, notices, then the content or its form. */
type ViewProps = { editor: PlanEditor; ownerId: string; reviewId: string | null };

export function PlanView({ editor, ownerId, reviewId }: ViewProps) {
  const { t, i18n } = useTranslation();
  const { plan, state } = editor;
  useViewLog(plan, reviewId);
  if (!plan) return null;
  const complete = isPlanComplete(plan.plan);
  const updated = formatDateTime(plan.lastUpdatedUTC, i18n.language) || null;
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <div>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('route.plan')}
          </Typography>
          <Typography variant="h1" component="h2">
            {ownerName(plan) || t('route.plan')}
          </Typography>
          {plan.id && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Chip
                size="small"
                color={complete ? 'success' : 'default'}
                label={complete ? t('plan.page.complete') : t('plan.page.incomplete')}
              />
              {updated && (
                <Typography variant="body2" color="text.secondary">
                  {t('plan.page.lastUpdated', { date: updated })}
                </Typography>
              )}
            </Stack>
          )}
        </div>
        <PlanActions editor={editor} />
      </Stack>
      <Notices plan={plan} />
      <EditAlerts editor={editor} onReload={() => void editor.reload()} />
      {!plan.id && !state.editable ? (
        <NotStarted plan={plan} />
      ) : state.editable ? (
        <PlanEditForm plan={plan.plan} ownerId={ownerId} onChange={editor.change} />
      ) : (
        <PlanSections plan={plan.plan} />
      )}
      {plan.id && plan.abilities.share && !state.editable && <PlanSharing plan={plan} />}
    </Stack>
  );
}

/**
 * plan/{idType?}/{id?}: a plan by user account id (`userAccount`, the default: your own), by
 * plan id (`id`) or by review id (`review`, read-only). A coach with rights sees the target's.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const { idType } = useParams();
  const may = useHolds();
  const address = usePlanAddress();
  // A coach opens `plan` for coachees' plans; one of their own comes with the tractionPlan claim.
  if (idType === undefined && !may('tractionPlan')) {
    return (
      <PageCard title={t('route.plan')}>
        <Alert severity="info">{t('plan.page.coachOnly')}</Alert>
        <Button component={Link} to="/" sx={{ alignSelf: 'flex-start' }}>
          {t('route.home')}
        </Button>
      </PageCard>
    );
  }
  return <PlanScreen address={address} />;
}

/**
 * The review link (`/review/plan/review/{reviewId}`, also `planBuilder/review/...`): the plan
 * read-only, for visitors without an account too.
 */
export function PlanReviewPage() {
  const { idType, id } = useParams();
  return <PlanScreen address={idType === REVIEW_ID_TYPE && id ? { idType, id } : null} />;
}

function PlanScreen({ address }: { address: PlanAddress | null }) {
  const { t } = useTranslation();
  const { query, key } = usePlanQuery(address);
  const editor = usePlanEditor(query.data, key, query.refetch);
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      {!address && <Alert severity="warning">{t('plan.page.notFound')}</Alert>}
      {address && query.isPending && <LinearProgress />}
      {query.isError && <ErrorNotice error={query.error} />}
      {query.data && (
        <PlanView
          editor={editor}
          ownerId={query.data.userAccountId}
          reviewId={address?.idType === 'review' ? address.id : null}
        />
      )}
    </Paper>
  );
}
