import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The client request an opdracht is made of, as the vacancies module needs
 * it: the client-requests module's (`clientRequestsOfVacancies`), passed in
 * by modules/index.ts. That module reads this one (the titles in its
 * mails), and modules import each other one way only (import-cycles.test.ts).
 */
export interface VacancyClientRequests {
  /**
   * Request `requestId` became opdracht `vacancyId`, in the transaction that
   * created it: the request is marked converted (400 for an unknown request,
   * 409 for one converted already), with its history and its client's mail.
   * `published`: created open, so the one mail tells both steps.
   */
  converted(
    trx: Transaction<Database>,
    step: { requestId: number; vacancyId: number; vacancyTitle: string; actorId: number; at: Date; published: boolean },
  ): Promise<void>;
  /** Opdracht `vacancyId` was published (concept -> open); its request's client hears of the first publication. */
  published(trx: Transaction<Database>, step: { vacancyId: number; actorId: number; at: Date }): Promise<void>;
  /** Lets the mail worker send what the committed steps stored. */
  wake(): void;
  /** The id of the request opdracht `vacancyId` was made of, or null. */
  requestIdOf(db: Kysely<Database>, vacancyId: number): Promise<number | null>;
}

/** Ends the open reacties of an opdracht staff close (the follow-up module's, issue 32 item 8). */
export interface VacancyApplicationsOnClose {
  /** In the closing's transaction; answers how many reacties it closed. */
  close: (trx: Transaction<Database>, step: { vacancyId: number; vacancyTitle: string; actorId: number; at: Date }) => Promise<number>;
  /** After the commit: lets the mail worker send their mails. */
  wake: () => void;
}

/** What modules/index.ts passes to the vacancies module, each made from the running app. */
export interface VacancyLinks {
  clientRequests: (app: FastifyInstance) => VacancyClientRequests;
  applicationsOnClose: (app: FastifyInstance) => VacancyApplicationsOnClose;
}
