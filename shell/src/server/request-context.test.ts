import { currentRequestHeaders, withRequestHeaders } from './request-context';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withRequestHeaders', () => {
  it('keeps the headers of each request apart while several requests are loaded at once', async () => {
    const seen: string[] = [];
    const load = (visitor: string, wait: number) =>
      withRequestHeaders({ cookie: `session=${visitor}` }, async () => {
        await pause(wait);
        seen.push(`${visitor}:${currentRequestHeaders()?.cookie}`);
        await Promise.resolve();
        seen.push(`${visitor}:${currentRequestHeaders()?.cookie}`);
      });
    await Promise.all([load('anna', 30), load('bram', 5), load('cees', 15)]);
    expect(seen.sort()).toEqual(['anna:session=anna', 'anna:session=anna', 'bram:session=bram', 'bram:session=bram', 'cees:session=cees', 'cees:session=cees']);
    expect(currentRequestHeaders()).toBeUndefined();
  });
});
