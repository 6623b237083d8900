/**
 * The editing rules of a plan (the spec's "Traction plan editing"), as a pure reducer so each
 * rule is tested on its own:
 * - start edit sets editable, clears dirty and keeps a snapshot;
 * - cancel restores the snapshot and clears editable;
 * - a successful manual save ends editing and clears the snapshot;
 * - an autosave keeps editing and keeps a snapshot (the saved plan, so cancel returns to what
 *   the server holds);
 * - a change of goal, impact statement, strengths, constraints or partners marks dirty; a save
 *   clears it (unless the plan changed again while the save was on its way).
 * The flags are those of the spec's traction participant state.
 */

/** The plan fields whose change makes the plan dirty. */
export const DIRTY_FIELDS = [
  'goal',
  'impactStatement',
  'strengths',
  'constraints',
  'accountabilityPartners',
  'sharedPartners',
] as const;

/** What the reducer needs of a plan record: its body, its progress and its version. */
export type EditablePlan = {
  version: number;
  plan: object;
  progress: object;
};

export type PlanEditState<P extends EditablePlan> = {
  plan: P | null;
  snapshot: P | null;
  editable: boolean;
  /** The server lets this user change the plan. */
  canEdit: boolean;
  /** Opened by a review id: read-only. */
  reviewMode: boolean;
  /** The plan belongs to someone else than the signed-in user. */
  isTarget: boolean;
  isDirty: boolean;
  duringAutoSave: boolean;
  saving: boolean;
  loading: boolean;
  /** The last save was refused because someone saved a newer version (409). */
  conflict: boolean;
  /** Counts changes, so a save that answers after a newer change keeps that change. */
  revision: number;
  savingRevision: number;
};

export type PlanEditAction<P extends EditablePlan> =
  | { type: 'loaded'; plan: P; canEdit: boolean; reviewMode: boolean; isTarget: boolean }
  | { type: 'startEdit' }
  | { type: 'cancel' }
  | { type: 'change'; plan: Partial<P['plan']> }
  | { type: 'progress'; progress: Partial<P['progress']> }
  | { type: 'saveStarted'; auto: boolean }
  | { type: 'saveSucceeded'; saved: P; auto: boolean }
  | { type: 'saveFailed'; conflict: boolean }
  | { type: 'keepEditing'; version: number };

export function initialPlanEditState<P extends EditablePlan>(): PlanEditState<P> {
  return {
    plan: null,
    snapshot: null,
    editable: false,
    canEdit: false,
    reviewMode: false,
    isTarget: false,
    isDirty: false,
    duringAutoSave: false,
    saving: false,
    loading: true,
    conflict: false,
    revision: 0,
    savingRevision: 0,
  };
}

const touchesDirtyField = (patch: object) =>
  DIRTY_FIELDS.some((field) => Object.prototype.hasOwnProperty.call(patch, field));

function saveSucceeded<P extends EditablePlan>(
  state: PlanEditState<P>,
  saved: P,
  auto: boolean,
): PlanEditState<P> {
  const changedMeanwhile = state.revision !== state.savingRevision;
  const done = { ...state, saving: false, duringAutoSave: false, conflict: false };
  if (changedMeanwhile && state.plan) {
    // Keep what was typed while the save was on its way, on the record the server now has
    // (its version, and its id after a first save).
    const kept = { ...saved, plan: state.plan.plan, progress: state.plan.progress };
    return { ...done, plan: kept, snapshot: saved };
  }
  if (auto) return { ...done, plan: saved, snapshot: saved, isDirty: false };
  return { ...done, plan: saved, snapshot: null, editable: false, isDirty: false };
}

export function planEditReducer<P extends EditablePlan>(
  state: PlanEditState<P>,
  action: PlanEditAction<P>,
): PlanEditState<P> {
  switch (action.type) {
    case 'loaded':
      return {
        ...initialPlanEditState<P>(),
        plan: action.plan,
        canEdit: action.canEdit && !action.reviewMode,
        reviewMode: action.reviewMode,
        isTarget: action.isTarget,
        loading: false,
      };
    case 'startEdit':
      if (!state.plan || !state.canEdit) return state;
      return { ...state, editable: true, isDirty: false, snapshot: state.plan, conflict: false };
    case 'cancel':
      if (!state.editable) return state;
      return {
        ...state,
        plan: state.snapshot ?? state.plan,
        snapshot: null,
        editable: false,
        isDirty: false,
        conflict: false,
      };
    case 'change':
      if (!state.editable || !state.plan) return state;
      return {
        ...state,
        plan: { ...state.plan, plan: { ...state.plan.plan, ...action.plan } },
        isDirty: state.isDirty || touchesDirtyField(action.plan),
        revision: state.revision + 1,
      };
    case 'progress':
      if (!state.plan) return state;
      return {
        ...state,
        plan: { ...state.plan, progress: { ...state.plan.progress, ...action.progress } },
        revision: state.revision + 1,
      };
    case 'saveStarted':
      return {
        ...state,
        saving: true,
        duringAutoSave: action.auto,
        savingRevision: state.revision,
      };
    case 'saveSucceeded':
      return saveSucceeded(state, action.saved, action.auto);
    case 'saveFailed':
      return { ...state, saving: false, duringAutoSave: false, conflict: action.conflict };
    case 'keepEditing':
      // After a conflict the user chose their edits: the next save goes over the newer version,
      // which stays in the plan's archive (docs/decisions.md).
      if (!state.plan) return state;
      return { ...state, conflict: false, plan: { ...state.plan, version: action.version } };
  }
}

/** Leaving now would lose changes: the page asks first. */
export const mustConfirmLeave = (state: PlanEditState<EditablePlan>) =>
  state.editable && state.isDirty;

/** An autosave is due: editing, dirty, nothing on its way, no conflict waiting for the user. */
export const autosaveDue = (state: PlanEditState<EditablePlan>) =>
  state.editable && state.isDirty && !state.saving && !state.conflict;
