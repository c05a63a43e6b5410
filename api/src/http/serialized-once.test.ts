import Fastify from 'fastify';
import { z } from 'zod';
import { createCompiledSerializerCompiler } from './compiled-serializer.js';
import { SerializedOnce } from './serialized-once.js';

const ItemSchema = z.object({ id: z.number().int(), title: z.string() });

/** A route that answers whichever shared page the test hands it, through SerializedOnce. */
async function appServing(pages: { current: Array<z.infer<typeof ItemSchema>> }, options: { validate: boolean }) {
  const compiler = createCompiledSerializerCompiler(options);
  let serializations = 0;
  const app = Fastify({ logger: false });
  app.setSerializerCompiler((route) => {
    const serialize = compiler(route);
    return (data) => {
      serializations += 1;
      return serialize(data);
    };
  });
  const once = new SerializedOnce<Array<z.infer<typeof ItemSchema>>>();
  app.get('/page', { schema: { response: { 200: z.array(ItemSchema) } } }, async (_request, reply) => once.send(reply, pages.current));
  await app.ready();
  return { app, serializations: () => serializations };
}

describe('SerializedOnce', () => {
  it('serializes a shared value once with the route serializer and sends the same JSON again', async () => {
    const pages = { current: [{ id: 1, title: 'Beleidsadviseur “sociaal” – €' }] };
    const { app, serializations } = await appServing(pages, { validate: true });
    const first = await app.inject('/page');
    const second = await app.inject('/page');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(pages.current);
    expect(second.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect(serializations()).toBe(1);

    // A new value (the cache made a new page) is serialized anew, never answered with old bytes.
    pages.current = [{ id: 2, title: 'Projectmanager' }];
    expect((await app.inject('/page')).json()).toEqual([{ id: 2, title: 'Projectmanager' }]);
    expect(serializations()).toBe(2);
    await app.close();
  });

  it('keeps the contract check: a value that breaks the response schema fails instead of being sent', async () => {
    const pages = { current: [{ id: 1.5, title: 'geen geheel getal' }] };
    const { app } = await appServing(pages, { validate: true });
    expect((await app.inject('/page')).statusCode).toBe(500);
    await app.close();
  });
});
