import { isStepKept, type TractionPlanContent, type TractionPlanPartner } from '@portal/core';

/** The parts of a plan a comparison shows, in the plan's order. */
export const COMPARED_SECTIONS = [
  'goal',
  'impactStatement',
  'strengths',
  'constraints',
  'accountabilityPartners',
  'sharedPartners',
] as const;
export type ComparedSection = (typeof COMPARED_SECTIONS)[number];

/** A line of a section; `changed` when the other side has no such line (added or removed). */
export type CompareLine = { text: string; changed: boolean };

export type SectionComparison = {
  section: ComparedSection;
  current: CompareLine[];
  other: CompareLine[];
  changed: boolean;
};

/** The lines of `lines` marked where `against` lacks them (each line counted as often as it is). */
function markLines(lines: readonly string[], against: readonly string[]): CompareLine[] {
  const left = new Map<string, number>();
  for (const line of against) left.set(line, (left.get(line) ?? 0) + 1);
  return lines.map((text) => {
    const count = left.get(text) ?? 0;
    if (count > 0) left.set(text, count - 1);
    return { text, changed: count === 0 };
  });
}

const partnerLine = (p: TractionPlanPartner) =>
  [[p.firstName, p.lastName].filter(Boolean).join(' '), p.email].filter(Boolean).join(' · ');

/** One section as lines of text, the way a reader compares them. */
export function sectionLines(plan: TractionPlanContent, section: ComparedSection): string[] {
  switch (section) {
    case 'goal':
    case 'impactStatement':
      return plan[section].trim() === '' ? [] : [plan[section].trim()];
    case 'strengths':
      return [...plan.strengths];
    case 'constraints':
      return plan.constraints
        .filter((c) => c.name || c.definition.length > 0)
        .flatMap((c) => [
          c.name,
          ...c.steps.filter(isStepKept).map((step) => `– ${step.description}`),
        ]);
    case 'accountabilityPartners':
    case 'sharedPartners':
      return plan[section].map(partnerLine);
  }
}

/** Each section of the current plan beside the same section of another version. */
export function comparePlans(
  current: TractionPlanContent,
  other: TractionPlanContent,
): SectionComparison[] {
  return COMPARED_SECTIONS.map((section) => {
    const a = sectionLines(current, section);
    const b = sectionLines(other, section);
    return {
      section,
      current: markLines(a, b),
      other: markLines(b, a),
      changed: a.join('\n') !== b.join('\n'),
    };
  });
}
