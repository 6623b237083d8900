import type { TemplateShape } from './builtin-templates';

/** The codes the Traction Plan sends. `{{planName}}` is the brand's plan name. */
export const PLAN_TEMPLATE_CODES = {
  reviewLink: 'traction-plan-review-link',
} as const;

export const PLAN_TEMPLATES: readonly TemplateShape[] = [
  { code: PLAN_TEMPLATE_CODES.reviewLink, greeting: 'firstName', transactional: false },
];
