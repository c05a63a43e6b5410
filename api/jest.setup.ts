// Each API suite starts its own embedded PostgreSQL (PGlite: a few seconds).
jest.setTimeout(60_000);
