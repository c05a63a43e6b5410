import { findRoute } from '@interim/shared/config';
import { statusOf } from './render-page';

describe('statusOf', () => {
  it('answers 404 for an unknown URL and the not-found page, 500 for the error page', () => {
    expect(statusOf(undefined, null)).toBe(404);
    expect(statusOf(findRoute('/404'), null)).toBe(404);
    expect(statusOf(findRoute('/500'), null)).toBe(500);
  });

  it("answers what the page's data says, else 200", () => {
    expect(statusOf(findRoute('/opdrachten/12'), { data: [], status: 404 })).toBe(404);
    expect(statusOf(findRoute('/opdrachten/12'), { data: [] })).toBe(200);
    expect(statusOf(findRoute('/login'), null)).toBe(200);
  });
});
