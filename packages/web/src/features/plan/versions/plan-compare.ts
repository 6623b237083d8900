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

export type SectionComparison = {
  section: ComparedSection;
  current: string[];
  other: string[];
  changed: boolean;
};

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
    return { section, current: a, other: b, changed: a.join('\n') !== b.join('\n') };
  });
}
