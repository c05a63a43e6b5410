import { PREFERRED_CONTACT_TIME_LABELS, type LatLonImportResult, type RequestContactEmployeeRequestDto } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { contactRequestMail } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { vacancyExists } from '../vacancies/vacancies.readers.js';
import { importCoordinatesFromCentroids, insertContactRequest } from './employee-contact.repository.js';
import { findEmployeeIdentity } from './employees.repository.js';

export interface EmployeeContactServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Staff's mail about a call-back request. */
  mailer: Mailer;
  staffEmail: string;
  /** The site's origin, for the link to the opdracht in staff's mail. */
  publicUrl: string;
}

/** A freelancer's call-back request to staff, and staff's fill-in of coordinates from postcodes. */
export class EmployeeContactService {
  constructor(private readonly deps: EmployeeContactServiceDeps) {}

  /** Stores the request and mails staff; 404 `VACANCY_NOT_FOUND` for an unknown `vacancyId`, `EMPLOYEE_NOT_FOUND` for a deleted account. */
  async requestContact(user: RequestUser, body: RequestContactEmployeeRequestDto): Promise<{ id: number; createdAt: Date }> {
    const { db, now, mailer, staffEmail, publicUrl } = this.deps;
    if (body.vacancyId !== undefined) {
      if (!(await vacancyExists(db, body.vacancyId))) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
    }
    const employee = await findEmployeeIdentity(db, user.id);
    if (!employee) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.');
    // The request and staff's mail in one transaction (docs/adr/0012).
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertContactRequest(trx, {
        employeeId: user.id,
        vacancyId: body.vacancyId ?? null,
        message: body.message,
        phone: body.phone,
        preferredTime: body.preferredTime,
        now: now(),
      });
      await mailer.enqueue(trx, {
        to: staffEmail,
        ...contactRequestMail({
          employeeName: `${employee.firstName} ${employee.lastName}`,
          email: employee.email,
          phone: body.phone,
          preferredTimeLabel: PREFERRED_CONTACT_TIME_LABELS[body.preferredTime],
          message: body.message,
          ...(body.vacancyId !== undefined ? { vacancyLink: `${publicUrl}/opdrachten/${body.vacancyId}` } : {}),
        }),
      });
      return inserted;
    });
    mailer.wake();
    return row;
  }

  /** Latitude and longitude of every employee with a postcode, from the postcode centroids; audited as `actor`. */
  async importCoordinates(actor: RequestUser): Promise<LatLonImportResult> {
    return importCoordinatesFromCentroids(this.deps.db, this.deps.now(), actor.id);
  }
}
