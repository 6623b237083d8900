import { z } from 'zod';
import { SURVEY_MANAGERS } from '../access/roles';
import { zSurveyBody, type TSurveyBody } from '../survey/definition';
import { zGuid } from '../validation/guid';
import { zFlag } from '../validation/events';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

/**
 * Survey definitions kept by version (issue 20): every save makes a new version, so an answer
 * always names the body it was given for; a definition is archived, never deleted.
 */

export const SURVEY_DEFINITION_LIMITS = { name: 200, search: 100, list: 500 } as const;

/** A definition in the list of survey/admin. */
export type TSurveyDefinitionSummary = {
  id: string;
  name: string;
  /** The latest version's number. */
  version: number;
  archived: boolean;
  updatedAt: string;
  /** How many releases the definition has (released ones are kept for their answers). */
  releaseCount: number;
};

/** One saved version in the definition's version list (newest first). */
export type TSurveyDefinitionVersionInfo = {
  version: number;
  savedAt: string;
  savedByName: string | null;
};

/** The definition as its editor opens it: the latest body and every version. */
export type TSurveyDefinition = TSurveyDefinitionSummary & {
  body: TSurveyBody;
  versions: TSurveyDefinitionVersionInfo[];
};

/** One version whole, to read. */
export type TSurveyDefinitionVersion = TSurveyDefinitionVersionInfo & {
  definitionId: string;
  name: string;
  body: TSurveyBody;
};

export const ZSurveyDefinitionSearch = z.object({
  search: z.string().trim().max(SURVEY_DEFINITION_LIMITS.search).optional(),
  /** Archived definitions are listed only when asked for. */
  archived: zFlag.default(false),
});

export const ZSurveyDefinitionVersionParams = z.object({
  id: zGuid,
  version: z.coerce.number().int().min(1),
});

/** SaveDefinition: a new definition, or a new version over the latest one the editor loaded. */
export const ZSurveyDefinitionSave = z
  .object({
    id: zGuid.optional(),
    version: z.number().int().min(1).optional(),
    name: z.string().trim().min(1).max(SURVEY_DEFINITION_LIMITS.name),
    body: zSurveyBody,
  })
  .refine((save) => save.id === undefined || save.version !== undefined, {
    message: 'The version the editor loaded is needed to save over it',
    path: ['version'],
  });
export type TSurveyDefinitionSave = z.input<typeof ZSurveyDefinitionSave>;

const base = '/api/survey';
const managers = { access: SURVEY_MANAGERS, feature: 'survey' } as const;
const definition = json<TSurveyDefinition>('TSurveyDefinition');

/** The definition calls of survey/admin: survey admins and editors, in their brand. */
export const surveyDefinitionApi = {
  list: endpoint({
    method: 'GET',
    path: `${base}/GetDefinitions`,
    ...managers,
    summary: "The brand's definitions by name or text, archived ones when asked.",
    query: ZSurveyDefinitionSearch,
    answer: json<TSurveyDefinitionSummary[]>('TSurveyDefinitionSummary[]'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/GetDefinition/:id`,
    ...managers,
    summary: 'A definition: its latest body and its versions.',
    params: zIdParams,
    answer: definition,
  }),
  version: endpoint({
    method: 'GET',
    path: `${base}/GetDefinitionVersion/:id/:version`,
    ...managers,
    summary: 'One version of a definition, whole.',
    params: ZSurveyDefinitionVersionParams,
    answer: json<TSurveyDefinitionVersion>('TSurveyDefinitionVersion'),
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/SaveDefinition`,
    ...managers,
    summary: 'Saves a definition as a new version (409 when the editor loaded an older one).',
    body: ZSurveyDefinitionSave,
    answer: definition,
  }),
  archive: endpoint({
    method: 'POST',
    path: `${base}/ArchiveDefinition/:id`,
    ...managers,
    summary: 'Archives a definition: kept with its answers, no longer released.',
    params: zIdParams,
    answer: definition,
  }),
  restore: endpoint({
    method: 'POST',
    path: `${base}/RestoreDefinition/:id`,
    ...managers,
    summary: 'Brings an archived definition back.',
    params: zIdParams,
    answer: definition,
  }),
  copy: endpoint({
    method: 'POST',
    path: `${base}/CopyDefinition/:id`,
    ...managers,
    summary: 'A new definition from the latest version of another ("Copy of …").',
    params: zIdParams,
    answer: definition,
  }),
};
