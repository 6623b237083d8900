import { describe, expect, it } from 'vitest';
import {
  autosaveDue,
  initialPlanEditState,
  mustConfirmLeave,
  planEditReducer,
  type PlanEditAction,
  type PlanEditState,
} from './plan-edit-state';

type Plan = {
  version: number;
  plan: { goal: string; impactStatement: string; strengths: string[]; companyName: string };
  progress: { currentStepIndex: number };
};
type State = PlanEditState<Plan>;

const loaded: Plan = {
  version: 3,
  plan: { goal: 'Listen more', impactStatement: '', strengths: ['Calm'], companyName: 'Acme' },
  progress: { currentStepIndex: 0 },
};

const run = (actions: PlanEditAction<Plan>[], canEdit = true, reviewMode = false): State =>
  actions.reduce<State>(planEditReducer, {
    ...planEditReducer(initialPlanEditState<Plan>(), {
      type: 'loaded',
      plan: loaded,
      canEdit,
      reviewMode,
      isTarget: false,
    }),
  });

const startEdit = { type: 'startEdit' } as const;
const changeGoal = { type: 'change', plan: { goal: 'Ask first' } } as const;

describe('plan editing rules', () => {
  it('loads read-only and no longer loading', () => {
    const state = run([]);
    expect(state).toMatchObject({ loading: false, editable: false, isDirty: false, plan: loaded });
  });

  it('start edit sets editable, clears dirty and keeps a snapshot', () => {
    const state = run([startEdit]);
    expect(state).toMatchObject({ editable: true, isDirty: false, snapshot: loaded });
  });

  it('a change outside editing is ignored', () => {
    expect(run([changeGoal]).plan?.plan.goal).toBe('Listen more');
  });

  it.each([
    ['goal', { goal: 'x' }],
    ['impactStatement', { impactStatement: 'x' }],
    ['strengths', { strengths: ['x'] }],
  ])('a change of %s marks dirty', (_field, patch) => {
    expect(run([startEdit, { type: 'change', plan: patch }]).isDirty).toBe(true);
  });

  it('a change of other fields or of the step does not mark dirty', () => {
    const state = run([
      startEdit,
      { type: 'change', plan: { companyName: 'Other' } },
      { type: 'progress', progress: { currentStepIndex: 2 } },
    ]);
    expect(state.isDirty).toBe(false);
    expect(state.plan?.progress.currentStepIndex).toBe(2);
  });

  it('cancel restores the snapshot and clears editable and dirty', () => {
    const state = run([startEdit, changeGoal, { type: 'cancel' }]);
    expect(state).toMatchObject({ editable: false, isDirty: false, snapshot: null, plan: loaded });
  });

  it('a manual save ends editing, clears the snapshot and dirty', () => {
    const saved = { ...loaded, version: 4, plan: { ...loaded.plan, goal: 'Ask first' } };
    const state = run([
      startEdit,
      changeGoal,
      { type: 'saveStarted', auto: false },
      { type: 'saveSucceeded', saved, auto: false },
    ]);
    expect(state).toMatchObject({
      editable: false,
      isDirty: false,
      snapshot: null,
      plan: saved,
      saving: false,
    });
  });

  it('an autosave keeps editing and keeps a snapshot of what was saved', () => {
    const saved = { ...loaded, version: 4, plan: { ...loaded.plan, goal: 'Ask first' } };
    const during = run([startEdit, changeGoal, { type: 'saveStarted', auto: true }]);
    expect(during.duringAutoSave).toBe(true);
    const state = planEditReducer(during, { type: 'saveSucceeded', saved, auto: true });
    expect(state).toMatchObject({
      editable: true,
      isDirty: false,
      snapshot: saved,
      duringAutoSave: false,
    });
    expect(planEditReducer(state, { type: 'cancel' }).plan).toEqual(saved);
  });

  it('a change made while a save is on its way stays, dirty, at the new version', () => {
    const saved = { ...loaded, version: 4, plan: { ...loaded.plan, goal: 'Ask first' } };
    const state = run([
      startEdit,
      changeGoal,
      { type: 'saveStarted', auto: true },
      { type: 'change', plan: { goal: 'Ask twice' } },
      { type: 'saveSucceeded', saved, auto: true },
    ]);
    expect(state.plan).toMatchObject({ version: 4, plan: { goal: 'Ask twice' } });
    expect(state.isDirty).toBe(true);
  });

  it('a failed save keeps the edits, still editable and dirty; 409 is a conflict', () => {
    const state = run([
      startEdit,
      changeGoal,
      { type: 'saveStarted', auto: false },
      { type: 'saveFailed', conflict: true },
    ]);
    expect(state).toMatchObject({ editable: true, isDirty: true, conflict: true, saving: false });
    expect(state.plan?.plan.goal).toBe('Ask first');
    expect(autosaveDue(state)).toBe(false);
    const kept = planEditReducer(state, { type: 'keepEditing', version: 7 });
    expect(kept).toMatchObject({ conflict: false, isDirty: true, editable: true });
    expect(kept.plan).toMatchObject({ version: 7, plan: { goal: 'Ask first' } });
  });

  it('review mode is read-only with no edit right', () => {
    const state = run([startEdit, changeGoal], true, true);
    expect(state).toMatchObject({ reviewMode: true, canEdit: false, editable: false });
    expect(state.plan).toEqual(loaded);
  });

  it('without the edit right, start edit does nothing', () => {
    expect(run([startEdit], false).editable).toBe(false);
  });

  it('asks before leaving only while editable and dirty; autosave only then too', () => {
    expect(mustConfirmLeave(run([startEdit]))).toBe(false);
    expect(mustConfirmLeave(run([startEdit, changeGoal]))).toBe(true);
    expect(mustConfirmLeave(run([startEdit, changeGoal, { type: 'cancel' }]))).toBe(false);
    expect(autosaveDue(run([startEdit, changeGoal]))).toBe(true);
    expect(autosaveDue(run([startEdit, changeGoal, { type: 'saveStarted', auto: true }]))).toBe(
      false,
    );
  });
});
