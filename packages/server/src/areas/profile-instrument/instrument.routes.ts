import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  zGuid,
  zProfileConfigInput,
  zProfileDefinitionInput,
  zReportFormatInput,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { profileContextOf } from '../profile-participant/profile-context';
import {
  configById,
  configs,
  copyConfig,
  definitionById,
  definitions,
  formatById,
  formats,
  saveConfig,
  saveDefinition,
  saveFormat,
} from './instrument.service';

const zId = z.object({ id: zGuid });
const zOptionalId = z.object({ id: zGuid.optional() });

/**
 * The instrument: profile definitions (the profile builder, behind the profileBuilder feature),
 * report formats (profile/reportformats, security admins) and profile configurations
 * (profileconfig/admin, event admins). Reading them is open to any signed-in user: the
 * instrument's texts are what every describer sees.
 */
export function registerInstrumentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const any = { config: { access: ANY } } as const;
  const builder = { config: { access: ['eventAdmin', 'securityAdmin'] } } as const;
  const formatAdmin = { config: { access: 'securityAdmin' } } as const;
  const configAdmin = { config: { access: 'eventAdmin' } } as const;
  const id = (r: FastifyRequest) => parseInput(zId, r.params).id;
  const optionalId = (r: FastifyRequest) => parseInput(zOptionalId, r.params).id;

  app.get('/api/profiledefinition', any, async (r) => definitions(contextOf(r)));
  app.get('/api/profiledefinition/:id', any, async (r) => definitionById(contextOf(r), id(r)));
  app.get('/api/profilereport/GetProfileBuilderDTO/:id', builder, async (r) =>
    definitionById(contextOf(r), id(r)),
  );
  for (const path of ['/api/profiledefinition/save', '/api/profiledefinition/save/:id']) {
    app.post(path, builder, async (r) =>
      saveDefinition(
        contextOf(r),
        parseInput(zProfileDefinitionInput, r.body ?? {}),
        optionalId(r),
      ),
    );
  }

  app.get('/api/profilereportformat', any, async (r) => formats(contextOf(r)));
  app.get('/api/profilereportformat/:id', any, async (r) => formatById(contextOf(r), id(r)));
  for (const path of ['/api/profilereportformat/save', '/api/profilereportformat/save/:id']) {
    app.post(path, formatAdmin, async (r) =>
      saveFormat(contextOf(r), parseInput(zReportFormatInput, r.body ?? {}), optionalId(r)),
    );
  }

  app.get('/api/profilereportconfiguration', any, async (r) => configs(contextOf(r)));
  app.get('/api/profilereportconfiguration/:id', any, async (r) => configById(contextOf(r), id(r)));
  for (const path of [
    '/api/profilereportconfiguration/save',
    '/api/profilereportconfiguration/save/:id',
  ]) {
    app.post(path, configAdmin, async (r) =>
      saveConfig(contextOf(r), parseInput(zProfileConfigInput, r.body ?? {}), optionalId(r)),
    );
  }
  app.get(
    '/api/profilereportconfiguration/CopyProfileReportConfigById/:id',
    configAdmin,
    async (r) => copyConfig(contextOf(r), id(r)),
  );
}
