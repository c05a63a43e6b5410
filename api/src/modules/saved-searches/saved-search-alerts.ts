import type { SavedSearchFilter, SavedSearchFrequency } from '@interim/shared/contract';
import { savedSearchQuery } from '@interim/shared/format/saved-search';
import type { Kysely } from 'kysely';
import type { DatabaseFeatures } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { savedSearchAlertMail } from '../../mail/mail-templates.js';
import {
  type ClaimedJob,
  claimDueJob,
  deleteJob,
  findUnsentMatches,
  lockSearchForAlert,
  recordJobFailure,
  recordSent,
  rescheduleJob,
  resolveMatchContext,
} from './saved-searches.repository.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** A saved search's results on the site: /opdrachten with its filters, as the profile page links them. */
export function savedSearchResultsUrl(publicUrl: string, filter: SavedSearchFilter): string {
  const query = savedSearchQuery(filter);
  return `${publicUrl}/opdrachten${query ? `?${query}` : ''}`;
}

/** At most this many opdrachten in one alert mail; the rest go in the next one. */
export const MAX_VACANCIES_PER_ALERT = 25;
/** Jobs one run works through at most before it yields to the next tick. */
const MAX_JOBS_PER_RUN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The digest interval of a frequency (none for `direct` and `off`). */
export const DIGEST_INTERVAL_MS: Partial<Record<SavedSearchFrequency, number>> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Retry of a failed alert: 1, 2, 4 ... minutes, at most 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 6 * 60 * 60 * 1000);

export interface SavedSearchAlertsDeps {
  db: Kysely<Database>;
  features: DatabaseFeatures;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  jwtSecret: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  /** Seconds between runs of the due jobs; 0: no timer (tests run them with {@link SavedSearchAlerts.runDueJobs}). */
  intervalSeconds: number;
}

/** What one job did. */
type JobOutcome = { kind: 'none' } | { kind: 'done'; mailed: number; savedSearchId: number };

/**
 * The alert worker of one API instance: runs the due jobs of
 * `saved_search_alert_jobs` on a timer (ALERT_JOBS_INTERVAL_SECONDS) and
 * when woken (an opdracht was published here). Each job is claimed,
 * worked and finished in one transaction; other instances skip the rows
 * it holds (docs/adr/0007). Runs of one instance never overlap.
 */
export class SavedSearchAlerts {
  private timer: NodeJS.Timeout | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly deps: SavedSearchAlertsDeps) {}

  /** Starts the timer (none when the interval is 0). */
  start(): void {
    if (this.deps.intervalSeconds <= 0 || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.deps.intervalSeconds * 1000);
    // The timer alone never keeps the process alive.
    this.timer.unref();
  }

  /**
   * Runs the due jobs soon, in the background, as background work of the
   * mailer: its `flush()` waits for the run too, so the development mailbox
   * (and shutdown) see a direct alert right after the publication's answer.
   * Failures are logged.
   */
  wake(): void {
    if (this.stopped) return;
    this.deps.mailer.queueAfter(async () => {
      await this.runDueJobs();
    });
  }

  /**
   * Runs every job due at the app's now, after any run already under way on
   * this instance; resolves to the number of alert mails sent.
   */
  runDueJobs(): Promise<number> {
    const run = this.tail.then(() => this.drain());
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Stops the timer and waits for the run under way (app close). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.tail;
  }

  private async drain(): Promise<number> {
    let mailed = 0;
    for (let index = 0; index < MAX_JOBS_PER_RUN && !this.stopped; index += 1) {
      const outcome = await this.runOneJob();
      if (outcome.kind === 'none') break;
      mailed += outcome.mailed;
    }
    // The alert mails are committed: the mail worker sends them.
    if (mailed > 0) this.deps.mailer.wake();
    return mailed;
  }

  /**
   * One job in one transaction: claim it (SKIP LOCKED), find the search's
   * matches not mailed before, record them as sent (the primary key decides
   * which are new), store their mail in mail_outbox, then delete the job
   * (direct) or move it to the next digest (daily, weekly). A failure rolls
   * all of it back, so the job and its matches stay for the retry. Sending
   * is the mail worker's, after the commit, with its own retries.
   */
  private async runOneJob(): Promise<JobOutcome> {
    const { db, now } = this.deps;
    let claimed: ClaimedJob | undefined;
    try {
      return await db.transaction().execute(async (trx): Promise<JobOutcome> => {
        const at = now();
        const job = await claimDueJob(trx, at);
        if (!job) return { kind: 'none' };
        claimed = job;
        const search = await lockSearchForAlert(trx, job.saved_search_id);
        // The search was deleted (cascade) or its mail turned off since: nothing to send.
        if (!search || search.frequency === 'off') {
          await deleteJob(trx, job.id);
          return { kind: 'done', mailed: 0, savedSearchId: job.saved_search_id };
        }
        const context = await resolveMatchContext(trx, this.deps.features, search.filter);
        const candidates = context
          ? await findUnsentMatches(trx, search.id, search.filter, context, search.alerts_from, MAX_VACANCIES_PER_ALERT)
          : [];
        const fresh = await recordSent(
          trx,
          search.id,
          candidates.map((vacancy) => vacancy.id),
          at,
        );
        const vacancies = candidates.filter((vacancy) => fresh.has(vacancy.id));
        if (vacancies.length > 0) await this.mail(trx, search, vacancies);

        const interval = DIGEST_INTERVAL_MS[search.frequency];
        if (candidates.length === MAX_VACANCIES_PER_ALERT) {
          // A full mail: there may be more; run again at once for the rest.
          await rescheduleJob(trx, job.id, at);
        } else if (interval === undefined) {
          await deleteJob(trx, job.id);
        } else {
          // The next digest one interval after this one was due; after a long stop, one interval from now (no burst of catch-up mails).
          const next = new Date(job.run_at.getTime() + interval);
          await rescheduleJob(trx, job.id, next.getTime() > at.getTime() ? next : new Date(at.getTime() + interval));
        }
        return { kind: 'done', mailed: vacancies.length > 0 ? 1 : 0, savedSearchId: search.id };
      });
    } catch (error) {
      if (!claimed) throw error;
      const failed = claimed;
      this.deps.log.error({ err: error, job: failed.id }, 'saved-search alerts: job failed, tried again later');
      await recordJobFailure(db, failed.id, new Date(now().getTime() + retryDelayMs(failed.attempts)), error instanceof Error ? error.message : String(error));
      return { kind: 'done', mailed: 0, savedSearchId: failed.saved_search_id };
    }
  }

  /** Stores the alert mail in the job's transaction: it exists exactly when its matches are recorded as sent (docs/adr/0012). */
  private async mail(
    trx: Kysely<Database>,
    search: { id: number; name: string; email: string; first_name: string; filter: SavedSearchFilter },
    vacancies: Array<{ id: number; title: string; city: string; hours_per_week_min: number; hours_per_week_max: number; hourly_rate_min: number; hourly_rate_max: number }>,
  ): Promise<void> {
    const { publicUrl, jwtSecret, now, mailer } = this.deps;
    const token = encodeURIComponent(await signUnsubscribeToken(search.id, jwtSecret, now()));
    await mailer.enqueue(trx, {
      to: search.email,
      ...savedSearchAlertMail({
        firstName: search.first_name,
        searchName: search.name,
        vacancies: vacancies.map((vacancy) => ({
          title: vacancy.title,
          city: vacancy.city,
          hoursPerWeekMin: vacancy.hours_per_week_min,
          hoursPerWeekMax: vacancy.hours_per_week_max,
          hourlyRateMin: vacancy.hourly_rate_min,
          hourlyRateMax: vacancy.hourly_rate_max,
          url: `${publicUrl}/opdrachten/${vacancy.id}`,
        })),
        resultsLink: savedSearchResultsUrl(publicUrl, search.filter),
        unsubscribePageLink: `${publicUrl}/zoekopdrachten/afmelden?token=${token}`,
        oneClickUnsubscribeUrl: `${publicUrl}/api/saved_searches/unsubscribe?token=${token}`,
      }),
    });
  }
}
