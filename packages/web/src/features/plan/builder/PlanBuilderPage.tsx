import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { constraintSlots, PLAN_SHARING_FEATURES } from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { useSession } from '../../../auth/session-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { addConstraintOption, reportScaleOption } from '../constraint-options';
import { EditAlerts, SaveState } from '../EditStatus';
import { fetchPlanOfUser, planKeys } from '../plan-api';
import { userAccountIdOf } from '../plan-owner';
import { usePlanEditor, type PlanEditor } from '../use-plan-editor';
import { usePlanSuggestions } from '../use-plan-suggestions';
import { BUILDER_STEPS, BuilderStep } from './BuilderStep';
import { BuilderStepper } from './BuilderStepper';

const lastStep = BUILDER_STEPS.length - 1;
const clampStep = (index: number) => Math.min(Math.max(index, 0), lastStep);

/** `?constraint=<scale code>` (a link from a 360 report): adds that scale once, then opens it. */
function usePreAddedConstraint(editor: PlanEditor, report: ReturnType<typeof usePlanSuggestions>) {
  const [params] = useSearchParams();
  const code = params.get('constraint');
  const done = useRef(false);
  const { plan, state } = editor;
  useEffect(() => {
    if (!code || done.current || !plan || !state.editable || !report.ready) return;
    done.current = true;
    const option = reportScaleOption(report.report, code);
    if (!option) return;
    editor.change({
      constraints: addConstraintOption(constraintSlots(plan.plan.constraints), option),
    });
    editor.setProgress({ currentStepIndex: BUILDER_STEPS.indexOf('constraints') });
  }, [code, editor, plan, state.editable, report]);
}

function Builder({ editor, ownerId }: { editor: PlanEditor; ownerId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const suggestions = usePlanSuggestions(ownerId);
  const [share, setShare] = useState(true);
  const sharingOn = useFeatureOn(PLAN_SHARING_FEATURES);
  const [finished, setFinished] = useState(false);
  const { plan, state } = editor;
  const step = clampStep(plan?.progress.currentStepIndex ?? 0);
  usePreAddedConstraint(editor, suggestions);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !state.plan || !state.canEdit) return;
    started.current = true;
    editor.startEdit();
  }, [editor, state.plan, state.canEdit]);
  useEffect(() => {
    if (finished && !state.editable) void navigate(`/plan/userAccount/${ownerId}`);
  }, [finished, state.editable, navigate, ownerId]);

  if (!plan) return null;
  if (!state.canEdit) return <Alert severity="info">{t('plan.page.readOnly')}</Alert>;
  const go = (index: number) => editor.setProgress({ currentStepIndex: clampStep(index) });
  const finish = async () => {
    if (await editor.save({ sendEmail: sharingOn && share })) setFinished(true);
  };
  const labels = BUILDER_STEPS.map((key) => t(`plan.builder.steps.${key}`));
  return (
    <Stack spacing={2}>
      <EditAlerts editor={editor} onReload={() => void editor.reload()} />
      <BuilderStepper labels={labels} active={step} onStep={go}>
        <BuilderStep
          step={BUILDER_STEPS[step] ?? 'goal'}
          plan={plan.plan}
          options={suggestions.options}
          strengths={suggestions.strengths}
          onChange={editor.change}
          share={sharingOn ? share : null}
          onShare={setShare}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Button disabled={step === 0} onClick={() => go(step - 1)}>
            {t('plan.builder.back')}
          </Button>
          <SaveState editor={editor} />
          {step < lastStep ? (
            <Button variant="contained" onClick={() => go(step + 1)}>
              {t('plan.builder.next')}
            </Button>
          ) : (
            <Button variant="contained" disabled={state.saving} onClick={() => void finish()}>
              {t('plan.builder.finish')}
            </Button>
          )}
        </Stack>
      </BuilderStepper>
    </Stack>
  );
}

/** planBuilder/{uaId?}: the guided flow that writes a person's plan, step by step. */
export function PlanBuilderPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const ownerId = useParams().uaId ?? userAccountIdOf(session) ?? '';
  const key = planKeys.byUser(ownerId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPlanOfUser(api, ownerId, signal),
    enabled: ownerId !== '',
  });
  const editor = usePlanEditor(query.data, key, query.refetch);
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Typography variant="h1" component="h2" gutterBottom>
        {t('route.planBuilder')}
      </Typography>
      {query.isPending && ownerId !== '' && <LinearProgress />}
      {query.isError && <ErrorNotice error={query.error} />}
      {query.data && <Builder editor={editor} ownerId={query.data.userAccountId} />}
    </Paper>
  );
}
