import { z } from 'zod';
import { MAINTAINERS } from '../access/roles';
import type { AppConfig } from '../domain/app-config';
import { FEATURES } from '../domain/features';
import { LOG_LEVELS, type LogLevel } from '../domain/log-levels';
import { zAppConfigDocument, type TAppConfigChanges } from '../validation/app-config-document';
import { endpoint, json } from './endpoint';

const base = '/api/webconfig';
const config = json<AppConfig>('AppConfig');

/** `:level`, one of the log levels in any case. */
export const zLogLevelParams = z.object({
  level: z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)),
});

/** SetFeatures: flags of core by name, each on or off; at least one. */
export const zFeatureChanges = z
  .partialRecord(z.enum(FEATURES), z.boolean())
  .refine((changes) => Object.keys(changes).length > 0, 'Name at least one feature.');

/** webconfig: the brand's application configuration, its reload, and the server's log level. */
export const webConfigApi = {
  // Anonymous: the shell needs the configuration before anyone signs in.
  getLatest: endpoint({
    method: 'GET',
    path: `${base}/GetLatest`,
    access: 'anonymous',
    summary: "The brand's configuration (ETag; 304 when unchanged).",
    answer: config,
  }),
  forceRefresh: endpoint({
    method: 'POST',
    path: `${base}/forceRefresh`,
    access: MAINTAINERS,
    summary: "Reloads the configuration of every brand and announces the caller's brand's change.",
    answer: config,
  }),
  // An addition (the spec's appfeatures page has no call named): switches flags of the caller's
  // brand, audited; every instance and open browser reloads the configuration.
  setFeatures: endpoint({
    method: 'POST',
    path: `${base}/SetFeatures`,
    access: MAINTAINERS,
    summary: "Switches feature flags of the caller's brand on or off (audited).",
    body: zFeatureChanges,
    answer: config,
  }),
  // The spec's upsert of the whole application configuration, followed by a configuration reload.
  upsert: endpoint({
    method: 'POST',
    path: `${base}/Upsert`,
    access: 'developer',
    summary:
      "Replaces the caller's brand's flags, theme and pages, checked whole first (audited); every instance and open browser reloads.",
    body: zAppConfigDocument,
    answer: json<{ config: AppConfig; changes: TAppConfigChanges }>('{ config, changes }'),
  }),
  setLogLevel: endpoint({
    method: 'GET',
    path: `${base}/SetLogLevel/:level`,
    access: 'developer',
    summary: "Sets this server instance's log level.",
    params: zLogLevelParams,
    answer: json<{ level: LogLevel }>('{ level }'),
  }),
};
