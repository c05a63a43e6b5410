import { pageItems } from './page-items';

describe('pageItems (the numbered result pages)', () => {
  it('shows no numbers for a single page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page up to 7', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first and last page, the current one and its neighbours, with gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('shows five numbers next to either end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });

  it('keeps a page out of range within the pages', () => {
    expect(pageItems(99, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });
});
