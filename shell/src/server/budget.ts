import type { RenderLog } from '@interim/shared/contract/server-render';

export type { RenderLog };

/** What was logged already: one line per problem, not one per request. */
const logged = new Set<string>();

/**
 * The value of `work`, or null when it fails or takes longer than `budgetMs`.
 * Failures are logged once per name and reason; a success of that name
 * clears them, so a later failure is logged again. Work that ran out of time
 * keeps going, so its result is ready for the next request.
 */
export async function withBudget<T>(work: Promise<T>, budgetMs: number, name: string, log?: RenderLog): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), budgetMs);
  });
  try {
    const result = await Promise.race([work, timeout]);
    if (result === 'timeout') {
      // Keep a late failure from becoming an unhandled rejection.
      work.catch(() => undefined);
      report(name, `slower than ${budgetMs} ms: rendered in the browser`, log);
      return null;
    }
    for (const key of logged) if (key.startsWith(`${name}\u0000`)) logged.delete(key);
    return result;
  } catch (error) {
    report(name, error instanceof Error ? error.message : String(error), log);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function report(name: string, reason: string, log?: RenderLog) {
  const key = `${name}\u0000${reason}`;
  if (logged.has(key)) return;
  logged.add(key);
  log?.(`server render: ${name} fell back to the browser`, { remote: name, reason });
}

/** Forgets what was logged (tests). */
export function resetBudgetLog(): void {
  logged.clear();
}
