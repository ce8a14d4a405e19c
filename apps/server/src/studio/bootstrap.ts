import type { FastifyBaseLogger } from 'fastify';
import type { StaffRole } from '@inphr/api';
import type { Db } from '../db/database';
import { countStaff, insertStaff } from '../db/staff-repo';
import { audit } from './audit';
import { hashPassword, passwordProblem } from './passwords';

export class StaffAccountError extends Error {}

/** Creates one staff account (the command and the bootstrap); refuses a weak password. */
export async function createStaffAccount(db: Db, email: string, role: StaffRole, password: string): Promise<{ id: number } | undefined> {
  const address = email.trim().toLowerCase();
  const problem = passwordProblem(password, address);
  if (problem) throw new StaffAccountError(`The password ${problem}.`);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, { email: address, role, passwordHash });
    if (row) await audit(tx, undefined, 'staff.create', 'staff', row.id, { after: { email: address, role } });
    return row;
  });
}

/**
 * The first admin: when no account exists and STAFF_BOOTSTRAP_EMAIL/PASSWORD are set. Instances
 * starting together create it once (the e-mail is unique). Logged without the password, and with
 * the address's domain only.
 */
export async function bootstrapFirstAdmin(db: Db, email: string | undefined, password: string | undefined, log: FastifyBaseLogger): Promise<void> {
  if (!email || !password) return;
  if ((await countStaff(db)) > 0) return;
  const created = await createStaffAccount(db, email, 'admin', password);
  if (created) log.info({ domain: email.split('@')[1] }, 'created the first admin from STAFF_BOOTSTRAP_EMAIL');
}
