import { z } from 'zod';
import {
  EMPTY_TRACTION_PLAN_PROGRESS,
  normalizePlanForSave,
  zTractionPlanContentInput,
  zTractionPlanProgress,
  type TractionPlanContent,
  type TractionPlanProgress,
} from '@portal/core';

/** The content format every save writes. */
export const CURRENT_FORMAT_VERSION = 2;

/**
 * Format 1, the shape of plans imported from the earlier system: a constraint's definition is
 * one text (a line each), its steps plain texts without ids, strengths possibly one text.
 */
const zLegacyConstraint = z.object({
  name: z.string().nullish(),
  definition: z.union([z.string(), z.array(z.string())]).nullish(),
  steps: z.array(z.union([z.string(), z.object({ description: z.string().nullish() })])).nullish(),
});
const zLegacyContent = z
  .object({
    strengths: z.union([z.string(), z.array(z.string())]).nullish(),
    constraints: z.array(zLegacyConstraint).nullish(),
  })
  .passthrough();

const lines = (text: string) => text.split(/\r?\n|;/).map((line) => line.trim());

/** Converts format 1 content to the current shape, step ids numbered in order. */
export function upgradeLegacyContent(stored: unknown): TractionPlanContent {
  const legacy = zLegacyContent.parse(stored);
  const strengths =
    typeof legacy.strengths === 'string' ? lines(legacy.strengths) : (legacy.strengths ?? []);
  const constraints = (legacy.constraints ?? []).map((constraint) => ({
    name: constraint.name ?? '',
    definition:
      typeof constraint.definition === 'string'
        ? lines(constraint.definition)
        : (constraint.definition ?? []),
    steps: (constraint.steps ?? []).map((step, index) => ({
      id: `step-${index + 1}`,
      description: typeof step === 'string' ? step : (step.description ?? ''),
    })),
  }));
  const content = zTractionPlanContentInput.parse({ ...legacy, strengths, constraints });
  return normalizePlanForSave(content, content);
}

/** A stored plan's content in the current shape, whatever format it was stored in. */
export function storedContent(formatVersion: number, stored: unknown): TractionPlanContent {
  if (formatVersion < CURRENT_FORMAT_VERSION) return upgradeLegacyContent(stored);
  const content = zTractionPlanContentInput.parse(stored);
  // Stored content was normalised on save; this settles the partner flags' types again.
  return normalizePlanForSave(content, content);
}

export function storedProgress(stored: unknown): TractionPlanProgress {
  const parsed = zTractionPlanProgress.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_TRACTION_PLAN_PROGRESS;
}
