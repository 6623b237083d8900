import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TractionPlan,
  TractionPlanConflict,
  TractionPlanContent,
  TractionPlanProgress,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { conflictOf, fetchPlanLock, planKeys, savePlan, setPlanLock } from './plan-api';
import {
  autosaveDue,
  initialPlanEditState,
  mustConfirmLeave,
  planEditReducer,
  type PlanEditState,
} from './plan-edit-state';
import { useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';

/** The editor renews its lock well inside the lock's two minutes. */
const LOCK_RENEW_MS = 60_000;
/** How often a reader looks who is editing. */
const LOCK_POLL_MS = 30_000;

export type PlanEditor = {
  state: PlanEditState<TractionPlan>;
  /** The plan as shown (the working copy while editing). */
  plan: TractionPlan | null;
  conflict: TractionPlanConflict | null;
  /** Someone else holds the editing lock. */
  lockedBy: string | null;
  startEdit: () => void;
  cancel: () => void;
  change: (patch: Partial<TractionPlanContent>) => void;
  setProgress: (patch: Partial<TractionPlanProgress>) => void;
  save: (options?: { auto?: boolean; sendEmail?: boolean }) => Promise<TractionPlan | null>;
  keepEditing: () => void;
  /** Drops the edits and shows the plan as the server has it now. */
  reload: () => Promise<void>;
};

/**
 * The plan's editing state with its saves, autosave, lock and leave guard. `loaded` is the plan
 * as read, `cacheKey` where the page's query keeps it and `refetch` reads it again.
 */
export function usePlanEditor(
  loaded: TractionPlan | undefined,
  cacheKey: readonly unknown[],
  refetch: () => Promise<{ data?: TractionPlan }>,
): PlanEditor {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    planEditReducer<TractionPlan>,
    undefined,
    initialPlanEditState<TractionPlan>,
  );
  const [conflict, setConflict] = useState<TractionPlanConflict | null>(null);
  const current = useRef(state);
  const inFlight = useRef(false);
  useEffect(() => {
    current.current = state;
  });

  useEffect(() => {
    if (!loaded || current.current.editable) return;
    dispatch(loadedAction(loaded));
  }, [loaded]);

  const save = useCallback(
    async ({ auto = false, sendEmail = false } = {}) => {
      const plan = current.current.plan;
      if (!plan || inFlight.current) return null;
      inFlight.current = true;
      dispatch({ type: 'saveStarted', auto });
      try {
        const saved = await savePlan(api, {
          id: plan.id,
          userAccountId: plan.userAccountId,
          version: plan.version,
          progress: plan.progress,
          plan: { ...plan.plan, sendEmail },
          autosave: auto,
        });
        dispatch({ type: 'saveSucceeded', saved, auto });
        queryClient.setQueryData(cacheKey, saved);
        void queryClient.invalidateQueries({ queryKey: planKeys.all, refetchType: 'none' });
        if (!auto) toasts.show({ message: t('plan.edit.saved'), severity: 'success' });
        return saved;
      } catch (error) {
        const stale = conflictOf(error);
        dispatch({ type: 'saveFailed', conflict: stale !== null });
        setConflict(stale);
        if (!stale) {
          const id = plan.id ?? plan.userAccountId;
          toasts.show({ message: t('plan.edit.saveFailed', { id }), severity: 'error' });
        }
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [api, cacheKey, queryClient, t],
  );

  useAutosave(autosaveDue(state), state.revision, () => void save({ auto: true }));
  useStepSave(state.plan?.progress.currentStepIndex ?? null, current, save);
  useLeaveGuard(mustConfirmLeave(state), t('plan.edit.leave'));
  const lockedBy = usePlanLock(state);

  return {
    state,
    plan: state.plan,
    conflict,
    lockedBy,
    startEdit: () => dispatch({ type: 'startEdit' }),
    cancel: () => dispatch({ type: 'cancel' }),
    change: (patch) => dispatch({ type: 'change', plan: patch }),
    setProgress: (patch) => dispatch({ type: 'progress', progress: patch }),
    save,
    keepEditing: () => {
      if (conflict && conflict.currentVersion >= 0)
        dispatch({ type: 'keepEditing', version: conflict.currentVersion });
      setConflict(null);
    },
    reload: async () => {
      const { data } = await refetch();
      if (data) dispatch(loadedAction(data));
      setConflict(null);
    },
  };
}

const loadedAction = (plan: TractionPlan) =>
  ({
    type: 'loaded',
    plan,
    canEdit: plan.abilities.edit,
    reviewMode: plan.reviewMode,
    isTarget: plan.isTarget,
  }) as const;

/**
 * Saves when the builder's step changes, so the builder remembers it. Declared after the state
 * reference is brought up to date, so the save sends the step just chosen.
 */
function useStepSave(
  step: number | null,
  current: { current: PlanEditState<TractionPlan> },
  save: (options?: { auto?: boolean }) => Promise<TractionPlan | null>,
) {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (step === null) return;
    const before = last.current;
    last.current = step;
    const { editable, conflict } = current.current;
    if (before !== null && before !== step && editable && !conflict) void save({ auto: true });
  }, [step, current, save]);
}

/**
 * Takes the plan's lock while editing (renewed every minute, given back on leaving the edit),
 * and answers who else holds it, read every 30 s.
 */
function usePlanLock(state: PlanEditState<TractionPlan>): string | null {
  const { api } = usePortal();
  const planId = state.plan?.id ?? null;
  const { editable } = state;

  useEffect(() => {
    if (!planId || !editable) return;
    const take = () => void setPlanLock(api, planId, true).catch(() => undefined);
    take();
    const timer = window.setInterval(take, LOCK_RENEW_MS);
    return () => {
      window.clearInterval(timer);
      void setPlanLock(api, planId, false).catch(() => undefined);
    };
  }, [api, planId, editable]);

  const lock = useQuery({
    queryKey: planKeys.lock(planId ?? ''),
    queryFn: ({ signal }) => fetchPlanLock(api, planId ?? '', signal),
    enabled: planId !== null && !state.reviewMode,
    refetchInterval: LOCK_POLL_MS,
  });
  const held = lock.data ?? state.plan?.lock ?? null;
  return held && !held.isMine ? held.lockedByName : null;
}
