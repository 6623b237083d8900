import {
  zProfileDefinitionInput,
  type ProfileDefinition,
  type ProfileDefinitionInput,
  type RiskDirection,
  type ScaleTexts,
} from '@portal/core';
import type { LocaleCode } from '@portal/core/i18n';

/** The text lists of a scale as the builder edits them: one entry a line. */
const LIST_FIELDS = ['definition', 'items', 'strengths', 'tractionSteps'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** A scale in the builder: codes and risk, and its texts in the language being edited. */
export type ScaleDraft = {
  id?: string;
  code: string;
  riskDirection: RiskDirection;
  /** Item codes, comma separated, in the order of the item lines. */
  itemCodes: string;
  name: string;
  displayName: string;
} & Record<ListField, string>;

export type DefinitionDraft = { code: string; name: string; scales: ScaleDraft[] };

export const emptyScale = (): ScaleDraft => ({
  code: '',
  riskDirection: 'low',
  itemCodes: '',
  name: '',
  displayName: '',
  definition: '',
  items: '',
  strengths: '',
  tractionSteps: '',
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A stored definition as the builder shows it in `locale` (empty texts where it has none). */
export function draftOf(definition: ProfileDefinition | null, locale: LocaleCode): DefinitionDraft {
  if (!definition) return { code: '', name: '', scales: [emptyScale()] };
  return {
    code: definition.code,
    name: definition.name,
    scales: definition.scales.map((scale) => {
      const texts: Partial<ScaleTexts> = scale.texts[locale] ?? {};
      return {
        id: scale.id,
        code: scale.code,
        riskDirection: scale.riskDirection,
        itemCodes: scale.itemCodes.join(', '),
        name: texts.name ?? '',
        displayName: texts.displayName ?? '',
        definition: (texts.definition ?? []).join('\n'),
        items: (texts.items ?? []).join('\n'),
        strengths: (texts.strengths ?? []).join('\n'),
        tractionSteps: (texts.tractionSteps ?? []).join('\n'),
      };
    }),
  };
}

/**
 * The draft as the save call takes it, checked by core's schema: the edited language's texts
 * replace that language only; the other languages of each scale are kept as they were.
 */
export function definitionInputOf(
  draft: DefinitionDraft,
  locale: LocaleCode,
  original: ProfileDefinition | null,
) {
  const input = {
    code: draft.code,
    name: draft.name,
    scales: draft.scales.map((scale) => {
      const before = original?.scales.find((s) => s.id !== undefined && s.id === scale.id);
      return {
        ...(scale.id ? { id: scale.id } : {}),
        code: scale.code,
        riskDirection: scale.riskDirection,
        itemCodes: scale.itemCodes
          .split(',')
          .map((code) => code.trim())
          .filter((code) => code !== ''),
        texts: {
          ...before?.texts,
          [locale]: {
            name: scale.name,
            displayName: scale.displayName,
            ...Object.fromEntries(LIST_FIELDS.map((field) => [field, lines(scale[field])])),
          },
        },
      };
    }),
  };
  return zProfileDefinitionInput.safeParse(input) as
    | { success: true; data: ProfileDefinitionInput }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export { LIST_FIELDS };
