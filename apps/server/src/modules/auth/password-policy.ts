import { type PasswordOwner, passwordProblem } from '@skillpath/contract';
import { Invalid } from '../../errors';

/**
 * Refuses a new password that breaks the policy (SECURITY.md, passwords) with the reason as an
 * error of `field`. Wherever a password is set; never at sign-in, so older passwords keep working.
 */
export async function refuseWeakPassword(
  field: string,
  password: string,
  owner: PasswordOwner,
): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw Invalid(problem, { [field]: [problem] });
}
