// The portal for the hub benchmark: the real app on a fresh embedded database, listening on
// 127.0.0.1, which prints its port and a developer's access token (signed with its own key, as
// the identity service would) on its first line of output.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { signAccessToken } from '../packages/server/test/access-tokens';

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn', PORTAL_DEMO: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const token = signAccessToken(app.portal.keys, {
  brand: 'teams',
  userId: randomUUID(),
  email: 'bench@demo.example',
  emailVerified: true,
  roles: [],
  claims: [{ type: 'developer', value: 'true' }],
});
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token })}\n`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
