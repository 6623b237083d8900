import type {
  LatestProfileReportSummary,
  ProfileScaleSummary,
  ReferenceConstraint,
  TractionPlanConstraint,
} from '@portal/core';

/** A constraint the builder offers: from the person's 360 report or the brand's reference data. */
export type ConstraintOption = {
  key: string;
  name: string;
  definition: string[];
  steps: string[];
  fromReport: boolean;
};

const fromScale = (scale: ProfileScaleSummary): ConstraintOption => ({
  key: `report:${scale.code}`,
  name: scale.displayName || scale.name,
  definition: scale.definition,
  steps: scale.tractionSteps,
  fromReport: true,
});

const fromReference = (constraint: ReferenceConstraint): ConstraintOption => ({
  key: `reference:${constraint.code}`,
  name: constraint.name,
  definition: constraint.definition,
  steps: constraint.steps,
  fromReport: false,
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The report's top constraints first, then the reference constraints whose names the report
 * did not already offer.
 */
export function constraintOptions(
  reference: readonly ReferenceConstraint[],
  report: LatestProfileReportSummary | null,
): ConstraintOption[] {
  const suggested = (report?.topConstraints ?? []).map(fromScale);
  const others = reference
    .map(fromReference)
    .filter((option) => !suggested.some((s) => sameName(s.name, option.name)));
  return [...suggested, ...others];
}

/** The report scale a link `/planBuilder?constraint=<scale code>` names, as an option. */
export function reportScaleOption(
  report: LatestProfileReportSummary | null,
  code: string,
): ConstraintOption | null {
  const scales = [...(report?.topConstraints ?? []), ...(report?.scales ?? [])];
  const scale = scales.find((s) => s.code.toLowerCase() === code.toLowerCase());
  return scale ? fromScale(scale) : null;
}

/** Steps need an id to be kept by the save; any unique text will do. */
export const newStepId = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function constraintFromOption(option: ConstraintOption): TractionPlanConstraint {
  return {
    name: option.name,
    definition: [...option.definition],
    steps: option.steps.map((description) => ({ id: newStepId(), description })),
  };
}

const isEmpty = (constraint: TractionPlanConstraint) =>
  constraint.name.trim() === '' &&
  constraint.definition.every((line) => line.trim() === '') &&
  constraint.steps.every((step) => step.description.trim() === '');

/**
 * The plan's constraints with the option added, in the first empty slot or at the end; the
 * same as before when a constraint of that name is already there.
 */
export function addConstraintOption(
  constraints: readonly TractionPlanConstraint[],
  option: ConstraintOption,
): TractionPlanConstraint[] {
  if (constraints.some((c) => sameName(c.name, option.name))) return [...constraints];
  const added = constraintFromOption(option);
  const slot = constraints.findIndex(isEmpty);
  if (slot < 0) return [...constraints, added];
  return constraints.map((c, i) => (i === slot ? added : c));
}

/** The report's strengths, each once, in the report's order. */
export function reportStrengths(report: LatestProfileReportSummary | null): string[] {
  return [...new Set((report?.scales ?? []).flatMap((scale) => scale.strengths))];
}
