import {
  MessageType,
  renderMessageTemplate,
  sampleTemplateData,
  templatePlaceholders,
  unsubscribePath,
  type Brand,
  type LocaleCode,
  type RenderResult,
  type TMessageTemplate,
  type TMessageTemplateInput,
} from '@portal/core';

/** The editor's form: a template's fields, all as text and a flag. */
export type TemplateDraft = Required<TMessageTemplateInput>;

export const emptyDraft = (locale: LocaleCode): TemplateDraft => ({
  code: '',
  locale,
  description: '',
  subject: '',
  bodyHtml: '',
  bodyText: '',
  smsText: '',
  transactional: false,
});

export function draftOf(template: TMessageTemplate, locale: LocaleCode): TemplateDraft {
  return {
    code: template.code,
    locale,
    description: template.description,
    subject: template.subject,
    bodyHtml: template.bodyHtml,
    bodyText: template.bodyText,
    smsText: template.smsText,
    transactional: template.transactional,
  };
}

/**
 * The draft as its recipients would get it, with sample values (each placeholder's name, dates
 * today): the same rendering the server sends, from core.
 */
export function renderDraft(
  draft: TemplateDraft,
  context: { brand: Brand; origin: string; unsubscribeLabel: string; today: Date },
): RenderResult {
  const placeholders = templatePlaceholders(draft);
  const path = unsubscribePath({
    name: draft.code || 'code',
    id: draft.locale,
    messageType: MessageType.Email,
  });
  return renderMessageTemplate(draft, sampleTemplateData(placeholders, context.today), {
    brand: context.brand,
    unsubscribe: { url: `${context.origin}${path}`, label: context.unsubscribeLabel },
  });
}
