import { z } from 'zod';
import { ANY } from '../access/rules';
import {
  zFeedbackFormat,
  zFeedbackFormatInput,
  zFeedbackFormatName,
  zFeedbackFormatVersionRef,
} from '../validation/checkup-feedback';
import { endpoint, json, jsonOf } from './endpoint';

const base = '/api/feedbackformat';
const format = jsonOf(zFeedbackFormat, 'FeedbackFormat');
const zNameParams = z.object({ name: zFeedbackFormatName });
const zVersionParams = z.object({
  name: zFeedbackFormatName,
  version: z.coerce.number().int().min(1).max(100_000),
});

/**
 * Checkup feedback formats (`feedback/formats`). Their texts are what every partner reads, so
 * any signed-in person may read them; security admins (the admin screen's rule) change them.
 */
export const feedbackFormatApi = {
  byVersion: endpoint({
    method: 'GET',
    path: `${base}/GetByVersion/:name/:version`,
    access: ANY,
    summary: 'One version of a named format.',
    params: zVersionParams,
    answer: format,
  }),
  defaultVersion: endpoint({
    method: 'GET',
    path: `${base}/getDefaultVersion/:name`,
    access: ANY,
    summary: 'The default version of a named format (the built-in one until one is saved).',
    params: zNameParams,
    answer: format,
  }),
  versions: endpoint({
    method: 'GET',
    path: `${base}/GetAllByName/:name`,
    access: ANY,
    summary: 'Every version of a named format.',
    params: zNameParams,
    answer: jsonOf(z.array(zFeedbackFormat), 'FeedbackFormat[]'),
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: 'securityAdmin',
    summary: 'Saves a version of a format (a new version when none is named).',
    body: zFeedbackFormatInput,
    answer: format,
  }),
  setDefault: endpoint({
    method: 'POST',
    path: `${base}/SetAsDefault`,
    access: 'securityAdmin',
    summary: 'Makes a version the default of its name.',
    body: zFeedbackFormatVersionRef,
    answer: format,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteByNameVersion/:name/:version`,
    access: 'securityAdmin',
    summary: 'Deletes a version of a format (never the default one).',
    params: zVersionParams,
    answer: json<boolean>('boolean'),
  }),
};
