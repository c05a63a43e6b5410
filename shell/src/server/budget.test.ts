import { resetBudgetLog, withBudget } from './budget';

describe('withBudget', () => {
  beforeEach(() => resetBudgetLog());

  it('gives the value of work done in time, and logs nothing', async () => {
    const log = jest.fn();
    await expect(withBudget(Promise.resolve('routes'), 300, 'mf_auth', log)).resolves.toBe('routes');
    expect(log).not.toHaveBeenCalled();
  });

  it('gives null for work slower than the budget, logged once with the remote name', async () => {
    const log = jest.fn();
    const slow = () => new Promise((resolve) => setTimeout(() => resolve('late'), 200));
    await expect(withBudget(slow(), 20, 'mf_vacancies', log)).resolves.toBeNull();
    await expect(withBudget(slow(), 20, 'mf_vacancies', log)).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('server render: mf_vacancies fell back to the browser', {
      remote: 'mf_vacancies',
      reason: 'slower than 20 ms: rendered in the browser',
    });
  });

  it('gives null for failing work, logged once per reason; a success lets the next failure be logged again', async () => {
    const log = jest.fn();
    const broken = () => Promise.reject(new Error('kapot'));
    expect(await withBudget(broken(), 300, 'mf_auth', log)).toBeNull();
    expect(await withBudget(broken(), 300, 'mf_auth', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toEqual({ remote: 'mf_auth', reason: 'kapot' });
    await withBudget(Promise.resolve(1), 300, 'mf_auth', log);
    expect(await withBudget(broken(), 300, 'mf_auth', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
