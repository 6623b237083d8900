// The reference for API throughput: a bare Fastify route with default settings, no hooks.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
