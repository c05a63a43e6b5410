import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver, VALIDATION_LOAD_ERROR } from './lazy-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

/** A resolver that accepts any address with an @. */
const realResolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.email.includes('@')
    ? { values, errors: {} }
    : { values: {}, errors: { email: { type: 'format', message: 'Vul een geldig e-mailadres in' } } };

describe('lazyResolver', () => {
  it('loads nothing until it is used', () => {
    const load = jest.fn(async () => realResolver);
    lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('validates with the loaded resolver, loading it once for every caller', async () => {
    const load = jest.fn(async () => realResolver);
    const { resolver, preload } = lazyResolver(load);
    preload();
    const [bad, good] = await Promise.all([
      resolver({ email: 'nee' }, undefined, options),
      resolver({ email: 'a@b.nl' }, undefined, options),
    ]);
    expect(bad.errors.email?.message).toBe('Vul een geldig e-mailadres in');
    expect(good).toEqual({ values: { email: 'a@b.nl' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failed load with a Dutch form error and tries again next time', async () => {
    const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(realResolver);
    const { resolver } = lazyResolver(load);
    const first = await resolver({ email: 'a@b.nl' }, undefined, options);
    expect(first.errors.root).toEqual({ type: 'load', message: VALIDATION_LOAD_ERROR });
    expect(first.values).toEqual({});
    const second = await resolver({ email: 'a@b.nl' }, undefined, options);
    expect(second).toEqual({ values: { email: 'a@b.nl' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('swallows a failed preload: the submit reports it', async () => {
    const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValue(new Error('offline'));
    const { resolver, preload } = lazyResolver(load);
    preload();
    await Promise.resolve();
    const result = await resolver({ email: 'a@b.nl' }, undefined, options);
    expect(result.errors.root?.message).toBe(VALIDATION_LOAD_ERROR);
  });
});
