import { anonymiseRequestContacts, clientRequestRows } from '../client-requests/client-requests.readers.js';
import { findEmployeeIdentity } from '../employees/employees.readers.js';
import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import './client-portal.tables.js';

/**
 * A client contact's own data (docs/adr/0021, item 5). Their account is a row
 * of `employees` (exported and anonymised by the employees and auth steps);
 * this step adds their organisation membership, their answers to candidates
 * and the requests they sent from their address. Anonymising blanks their
 * name, address and phone on those requests (the request itself is the
 * organisation's business record and stays) and leaves their answers without
 * a name: the answer is about the candidate, not about them.
 */
const clientContactStep = {
  section: 'clientContact',
  tables: ['client_contacts', 'application_client_responses'],
  async export(db, { employeeId, record }) {
    const membership = await db
      .selectFrom('client_contacts')
      .innerJoin('client_organisations', 'client_organisations.id', 'client_contacts.organisation_id')
      .select(['client_organisations.name as organisation', 'client_contacts.created_at'])
      .where('client_contacts.employee_id', '=', employeeId)
      .execute();
    const responses = await db
      .selectFrom('application_client_responses')
      .select(['application_id', 'kind', 'moments', 'reason', 'created_at'])
      .where('contact_id', '=', employeeId)
      .orderBy('created_at')
      .execute();
    const account = await findEmployeeIdentity(db, employeeId);
    const requests = account
      ? await db
          .selectFrom(clientRequestRows().as('cr'))
          .select(['cr.reference', 'cr.company_name', 'cr.contact_name', 'cr.email', 'cr.phone', 'cr.description', 'cr.created_at'])
          .where('cr.email', '=', account.email)
          .orderBy('cr.created_at')
          .execute()
      : [];
    return {
      organisations: membership.map((row) => record(row)),
      candidateResponses: responses.map((row) => record(row)),
      requests: requests.map((row) => record(row)),
    };
  },
  async anonymize(trx, { employeeId, mentions }) {
    const account = await findEmployeeIdentity(trx, employeeId);
    if (account) mentions.push(...(await anonymiseRequestContacts(trx, account.email, `anoniem-contact-${employeeId}@invalid`)));
    await trx.updateTable('application_client_responses').set({ contact_id: null }).where('contact_id', '=', employeeId).execute();
    await trx.deleteFrom('client_contacts').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** Client contacts (GDPR export and anonymisation); organisations hold a company's name and KvK number only. */
export const clientPortalPersonalData: ModulePersonalData = { steps: [clientContactStep], tablesWithoutPersonalData: ['client_organisations'] };
