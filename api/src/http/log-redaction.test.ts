import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { maskEmail, redactLogLine, withLogRedaction } from './log-redaction.js';

describe('maskEmail', () => {
  it.each([
    ['jan.jansen@example.nl', 'j***@example.nl'],
    ['Eva@Voorbeeld.NL', 'E***@Voorbeeld.NL'],
    ['eva%40voorbeeld.nl', 'e***@voorbeeld.nl'],
    ['geen adres', '***'],
  ])('%s -> %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});

describe('redactLogLine', () => {
  it.each([
    ['an address in a message', '{"msg":"mail to jan.jansen@example.nl sent"}', '{"msg":"mail to j***@example.nl sent"}'],
    ['an encoded address in a URL', '{"url":"/api/_dev/mailbox?to=jan.jansen%40example.nl&limit=1"}', '{"url":"/api/_dev/mailbox?to=j***@example.nl&limit=1"}'],
    ['a plus address in an error', '{"err":{"message":"550 <jan+werk@sub.example.co.uk> unknown"}}', '{"err":{"message":"550 <j***@sub.example.co.uk> unknown"}}'],
    ['a login link', '{"link":"https://www.interimly.nl/login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde?returnTo=%2Fprofiel"}', '{"link":"[link]"}'],
    ['a confirmation link', 'open http://localhost:3000/profiel/gegevens?e-mailbevestiging=abc now', 'open [link] now'],
    ['a token in a request path', '{"url":"/api/auth/passwordless_login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"}', '{"url":"/api/auth/passwordless_login/[token]"}'],
    ['a token in a query', '{"url":"/x?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"}', '{"url":"/x?token=[token]"}'],
  ])('masks %s', (_name, line, redacted) => {
    expect(redactLogLine(line)).toBe(redacted);
  });

  it.each([
    ['an origin', '{"msg":"PUBLIC_URL http://localhost:3000 is this machine"}'],
    ['a database URL without a password', '{"msg":"database: PostgreSQL at postgres://postgres@127.0.0.1:5432/test"}'],
    ['migration names', '{"msg":"applied migrations: 0181_auth_refresh_generations, 0020_vacancies_concept_status"}'],
    ['an outbox file name', '{"file":"01795612465571-000008-41f583ac.json"}'],
    ['ids and short paths', '{"url":"/api/employees/cv/12?filter=%7B%22q%22%3A%22zorg%22%7D"}'],
  ])('keeps %s', (_name, line) => {
    expect(redactLogLine(line)).toBe(line);
  });

  it("keeps the link of the outbox's development line, still masking its address", () => {
    const line = '{"to":"jan@example.nl","outboxLink":"http://localhost:3000/login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde","msg":"x"}';
    expect(redactLogLine(line)).toBe('{"to":"j***@example.nl","outboxLink":"http://localhost:3000/login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde","msg":"x"}');
  });

  it('does not let user text forge the marker: inside a JSON string its quotes are escaped', () => {
    const forged = JSON.stringify({ msg: 'zoek ","outboxLink":"x http://evil.example/login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' });
    expect(redactLogLine(forged)).toContain('[link]');
  });
});

describe('withLogRedaction', () => {
  it('redacts every line of a Fastify logger, request lines and errors included', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logged += chunk.toString('utf8');
        callback();
      },
    });
    const app = Fastify({ logger: withLogRedaction({ level: 'info', stream }) });
    app.get('/api/login/:token', async (request) => {
      request.log.error({ err: new Error('no mailbox for eva@voorbeeld.nl') }, 'mail to eva@voorbeeld.nl failed');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/api/login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde?to=eva%40voorbeeld.nl' });
    expect(response.statusCode).toBe(200);
    await app.close();
    expect(logged).toContain('/api/login/[token]?to=e***@voorbeeld.nl');
    expect(logged).toContain('no mailbox for e***@voorbeeld.nl');
    expect(logged).not.toContain('eva@voorbeeld.nl');
    expect(logged).not.toContain('eva%40voorbeeld.nl');
    expect(logged).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz');
  });

  it('leaves a logger that is off alone and refuses destinations it cannot redact', () => {
    expect(withLogRedaction(false)).toBe(false);
    expect(() => withLogRedaction({ file: '/tmp/api.log' } as never)).toThrow(/stream/);
  });
});
