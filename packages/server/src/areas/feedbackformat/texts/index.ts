import type { FeedbackFormatTexts, LocaleCode } from '@portal/core';
import { de } from './de';
import { enGb } from './en-gb';
import { enUs } from './en-us';
import { es } from './es';
import { es419 } from './es-419';
import { fr } from './fr';
import { it } from './it';
import { pl } from './pl';
import { pt } from './pt';
import { ptBr } from './pt-br';

/**
 * The default format's texts in every language of the portal; `{{plan}}` is the brand's plan
 * name (filled when a brand is seeded), `{{participantName}}` is filled per survey.
 */
export const DEFAULT_FEEDBACK_FORMAT_TEXTS: Record<LocaleCode, FeedbackFormatTexts> = {
  de,
  'en-gb': enGb,
  'en-us': enUs,
  'es-419': es419,
  es,
  fr,
  it,
  pl,
  'pt-br': ptBr,
  pt,
};
