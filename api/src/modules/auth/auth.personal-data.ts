import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { revokeAllSessions } from './auth.service.js';
import './auth.tables.js';

const sessionsStep = {
  section: 'sessions',
  tables: ['auth_sessions', 'refresh_tokens', 'login_links', 'login_code_attempts'],
  async export(db, { employeeId, record }) {
    const sessions = await db
      .selectFrom('auth_sessions')
      .select(['created_at', 'last_refreshed_at', 'revoked_at', 'revoked_reason', 'user_agent'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .execute();
    const loginLinks = await db
      .selectFrom('login_links')
      .select(['created_at', 'expires_at', 'used_at', 'return_to'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .execute();
    const codeAttempts = await db
      .selectFrom('login_code_attempts')
      .select(['attempts', 'first_attempt_at', 'last_attempt_at'])
      .where('employee_id', '=', employeeId)
      .orderBy('first_attempt_at')
      .execute();
    // Timestamps only: session ids and token, code or address hashes are secrets.
    return {
      logins: sessions.map((row) => record(row)),
      loginLinks: loginLinks.map((row) => record(row)),
      codeAttempts: codeAttempts.map((row) => record(row)),
    };
  },
  async anonymize(trx, { employeeId, now }) {
    await revokeAllSessions(trx, employeeId, 'anonymized', now);
    // The browsers they used say something about the person: the sessions stay (revoked), without them.
    await trx.updateTable('auth_sessions').set({ user_agent: null }).where('employee_id', '=', employeeId).execute();
    await trx
      .deleteFrom('refresh_tokens')
      .where('session_id', 'in', (eb) => eb.selectFrom('auth_sessions').select('auth_sessions.id').where('auth_sessions.employee_id', '=', employeeId))
      .execute();
    await trx.deleteFrom('login_links').where('employee_id', '=', employeeId).execute();
    await trx.deleteFrom('login_code_attempts').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** Logins (sessions, refresh tokens, login links, code attempts since the last login) of a person (GDPR export and anonymisation). */
export const authPersonalData: ModulePersonalData = { steps: [sessionsStep] };
