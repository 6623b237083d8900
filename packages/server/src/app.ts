import { catalogsLoaded } from './shared/catalogs';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAreas } from './areas';
import { loadAppConfig } from './areas/webconfig/webconfig.store';
import { createWebConfigCache, type WebConfigCache } from './areas/webconfig/webconfig.service';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { createDocuments, listeningOrigin, type Documents } from './documents/documents';
import { prepareDatabase } from './db/prepare';
import { installApiGuard } from './http/api-guard';
import { installErrorHandler, sendError } from './http/errors';
import { isBrandOrigin } from './http/origins';
import './http/fastify-types';
import {
  createLogController,
  loggerOptions,
  requestIdOf,
  type LogDestination,
} from './http/logging';
import { createApiRateLimit, installResponseHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { installDrain } from './shutdown';
import { registerOidc } from './identity/oidc/oidc-routes';
import { issuerBrandOf } from './identity/oidc/oidc-providers';
import { createRevocationList, type RevocationList } from './identity/revocation';
import { loadKeyRing, type KeyRing } from './identity/signing-keys';
import { createJobs, type Jobs } from './jobs/jobs';
import { createSmsTransport, type SmsTransport } from './mail/sms-transport';
import { createMailTransport, type MailTransport } from './mail/transport';
import { createHub, type Hub } from './realtime/hub';
import { createRuntimeSettings, type RuntimeSettings } from './settings/runtime-settings';
import { createInProcessBridge, createPostgresBridge } from './realtime/hub-bridge';
import { HUB_DEFAULTS, registerHubSocket, type HubLimits } from './realtime/hub-socket';

export type AppDeps = {
  /**
   * A prepared (migrated, seeded) database. Without one, buildApp opens the configured
   * database, prepares it, and closes it with the app.
   */
  database?: DatabaseHandle;
  /** Where the JSON log lines go (standard output, a write per line, unless given). */
  logStream?: LogDestination;
  /** Overrides the transport built from SMTP_URL (null keeps all mail in the outbox). */
  mailTransport?: MailTransport | null;
  /** The hub's limits (tests and benchmarks change them; see HUB_DEFAULTS). */
  hub?: Partial<HubLimits>;
  /** Overrides the transport built from SMS_URL (null keeps all text messages in the outbox). */
  smsTransport?: SmsTransport | null;
  /**
   * Run job handlers and schedules in this instance (default true). Tests turn it off unless
   * they test jobs; sending jobs works either way.
   */
  runJobs?: boolean;
};

/** What the parts of the server share, reachable from the app (tests use it too). */
export type Portal = {
  config: Config;
  database: DatabaseHandle;
  keys: KeyRing;
  /** Revoked access tokens, grants and users (see identity/revocation). */
  revocations: RevocationList;
  mail: MailTransport | null;
  sms: SmsTransport | null;
  webConfig: WebConfigCache;
  /** The real-time hub: `hub.send({ to, event })` pushes to browsers on every instance. */
  hub: Hub;
  jobs: Jobs;
  /** Print keys and PDFs of print views (see documents/documents.ts). */
  documents: Documents;
  /** The settings a security admin may change while the server runs (systemconfig). */
  settings: RuntimeSettings;
};

// Fastify's extension point is an interface; augmenting it needs the same form.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    portal: Portal;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** JSON bodies as Fastify parses them, except that an empty body is no body (not a 400). */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    // Fastify's own parser answers through `done`; its type also allows a promise, which it never returns.
    else void parseJson(request, body as string, done);
  });
}

/**
 * While closing, a keep-alive connection whose request has finished would hold the close open
 * until its timeout; such idle connections are closed as soon as they become idle.
 */
function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}

function createServer(config: Config, deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    logController: createLogController(),
    genReqId: requestIdOf,
    routerOptions: { caseSensitive: false, maxParamLength: 2000, ignoreTrailingSlash: true },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors found before routing (a URL that cannot be decoded) get the error shape too.
    frameworkErrors: (error, request, reply) => {
      const message =
        error.code === 'FST_ERR_BAD_URL' ? 'errors.server.badUrl' : 'errors.common.requestNotValid';
      sendError(request, reply, 400, message, { cause: error });
    },
  });
}

/** Hooks, parsers, security and routes on a server whose database is ready. */
/**
 * The hub with its fan-out: LISTEN/NOTIFY on PostgreSQL, this process only on PGlite. Every
 * instance drops its copy of a brand's configuration when AppConfigUpdated passes through it.
 */
async function startHub(app: FastifyInstance, database: DatabaseHandle, webConfig: WebConfigCache) {
  const bridge = database.connectionString
    ? await createPostgresBridge({
        connectionString: database.connectionString,
        db: database.db,
        log: app.log,
      })
    : createInProcessBridge();
  const hub = createHub({
    bridge,
    log: app.log,
    onMessage: ({ to, event }) => {
      if (event.name !== 'AppConfigUpdated') return;
      webConfig.invalidate(to !== 'all' && !('userId' in to) ? to.brand : undefined);
    },
  });
  app.addHook('onClose', () => hub.close());
  return hub;
}

/**
 * The run-time settings, read before the first request and again now and then. The log level
 * follows its setting when the setting changes; SetLogLevel changes one instance until then.
 */
async function startSettings(app: FastifyInstance, database: DatabaseHandle, config: Config) {
  const settings = createRuntimeSettings(database.db, config, (values, before) => {
    if (values.logLevel !== before.logLevel) app.log.level = values.logLevel;
  });
  await settings.refresh();
  settings.start((error) => app.log.warn({ err: error }, 'The run-time settings were not read.'));
  app.addHook('onClose', async () => settings.stop());
  return settings;
}

async function assemble(
  app: FastifyInstance,
  config: Config,
  portal: Omit<
    Portal,
    'keys' | 'revocations' | 'webConfig' | 'hub' | 'jobs' | 'documents' | 'settings'
  >,
  hubLimits: AppDeps['hub'],
  runJobs: boolean,
) {
  const { database } = portal;
  // Errors and files are said in the caller's language from the first request on.
  await catalogsLoaded;
  await installResponseHeaders(app, config);
  installErrorHandler(app, config.bodyLimit);
  acceptEmptyJson(app);

  const keys = await loadKeyRing(database.db);
  const revocations = createRevocationList(database.db);
  const brandOfIssuer = issuerBrandOf(config);
  const webConfig = createWebConfigCache((brand) => loadAppConfig(database.db, brand), app.log);
  const hub = await startHub(app, database, webConfig);
  const settings = await startSettings(app, database, config);
  const documents = createDocuments({
    config,
    concurrency: () => settings.current().pdfConcurrency,
    keys,
    origin: () => listeningOrigin(app),
    log: app.log,
  });
  const jobs = createJobs({
    services: {
      db: database.db,
      log: app.log,
      mail: portal.mail,
      sms: portal.sms,
      config,
      hub,
      documents,
      settings,
    },
    databaseUrl: config.databaseUrl,
  });
  app.decorate('portal', {
    ...portal,
    keys,
    revocations,
    webConfig,
    hub,
    jobs,
    documents,
    settings,
  });
  await registerHubSocket(app, {
    hub,
    keys,
    revocations,
    brandOfIssuer,
    isBrandOrigin: (origin, brand) => isBrandOrigin(config, origin, brand),
    ...HUB_DEFAULTS,
    ...hubLimits,
  });
  // Jobs start once the app is ready and stop before the database closes.
  app.addHook('onReady', () => jobs.start({ work: runJobs }));
  app.addHook('preClose', () => jobs.stop());
  // The PDF renderer's pages hold connections to this server: the browser closes before the
  // server waits for its connections to end, or a render cut off by the stop would hold it open.
  app.addHook('preClose', () => documents.close());
  const apiLimit = createApiRateLimit(
    () => settings.current().apiRateLimit,
    database.db,
    (error) =>
      app.log.warn({ err: error }, 'The API rate limit counts were not sent; they are sent again.'),
  );
  // The counts not sent yet go to the shared counters before the database closes.
  app.addHook('preClose', () => apiLimit.stop());
  installApiGuard(app, {
    keys,
    revocations,
    brandOfIssuer,
    apiKeys: config.apiKeys,
    defaultBrand: config.defaultBrand,
    features: async (brand) => (await webConfig.get(brand)).config.features,
    limiter: apiLimit.hook,
  });
  registerAreas(app, { database, webConfig, hub, jobs });
  registerOidc(app, config, { db: database.db, keys });
  await registerWebApp(app, config);
}

/**
 * The whole server as a value: API, web app and configuration on one Fastify instance, not
 * listening yet. `main.ts` listens; tests call `inject()`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = createServer(config, deps);
  installDrain(app);
  closeIdleConnectionsWhileClosing(app);
  const ownsDatabase = !deps.database;
  const database =
    deps.database ?? (await createDatabase(config, { onError: (e) => app.log.error(e) }));
  const ownsMail = deps.mailTransport === undefined;
  const mail = ownsMail ? createMailTransport(config.smtpUrl) : (deps.mailTransport ?? null);
  const sms = deps.smsTransport === undefined ? createSmsTransport(config.sms) : deps.smsTransport;
  const release = async () => {
    if (ownsMail) mail?.close();
    if (ownsDatabase) await database.close();
  };
  app.addHook('onClose', release);
  try {
    if (ownsDatabase) await prepareDatabase(database, config, app.log);
    await assemble(app, config, { config, database, mail, sms }, deps.hub, deps.runJobs ?? true);
    return app;
  } catch (error) {
    await release();
    throw error;
  }
}
