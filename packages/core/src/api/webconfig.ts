import { z } from 'zod';
import { MAINTAINERS } from '../access/roles';
import type { AppConfig } from '../domain/app-config';
import { LOG_LEVELS, type LogLevel } from '../domain/log-levels';
import { endpoint, json } from './endpoint';

const base = '/api/webconfig';
const config = json<AppConfig>('AppConfig');

/** `:level`, one of the log levels in any case. */
export const zLogLevelParams = z.object({
  level: z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)),
});

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
  setLogLevel: endpoint({
    method: 'GET',
    path: `${base}/SetLogLevel/:level`,
    access: 'developer',
    summary: "Sets this server instance's log level.",
    params: zLogLevelParams,
    answer: json<{ level: LogLevel }>('{ level }'),
  }),
};
