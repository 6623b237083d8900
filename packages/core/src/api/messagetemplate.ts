import { z } from 'zod';
import {
  ZMessageTemplateInput,
  zLocale,
  zTemplateCode,
  type TMessageTemplate,
} from '../validation/message-template';
import { endpoint, json } from './endpoint';

const zKey = z.object({ code: zTemplateCode, locale: zLocale });

/**
 * The brand's message templates, for developers. The built-in ones are always listed; saving
 * one stores the brand's own text, deleting that restores the default.
 */
export const messageTemplateApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/messagetemplate/getall',
    access: 'developer',
    summary: 'Every template of the brand, built-in ones included, in every language.',
    answer: json<TMessageTemplate[]>('TMessageTemplate[]'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/messagetemplate/:code/:locale',
    access: 'developer',
    summary: 'One template in one language.',
    params: zKey,
    answer: json<TMessageTemplate>('TMessageTemplate'),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/messagetemplate/upsert',
    access: 'developer',
    summary: "Stores the brand's own text of a template.",
    body: ZMessageTemplateInput,
    answer: json<TMessageTemplate>('TMessageTemplate'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/messagetemplate/:code/:locale',
    access: 'developer',
    summary: "Deletes the brand's own text; false when it had none (a built-in one stays).",
    params: zKey,
    answer: json<boolean>('boolean'),
  }),
};
