/** A bare Fastify server answering POST /echo: the ceiling the runtime benchmark compares with. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/echo', async (request) => ({ ok: true, size: JSON.stringify(request.body).length }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
