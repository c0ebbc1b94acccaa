/**
 * Invites a company's owner to its recruiters' workspace: `pnpm companies invite <company> <email>`,
 * the company named by its content id or slug. The invitation is e-mailed in the company's
 * language (through the mail queue: the running site sends it) and its link is printed too.
 * Works on the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR, which
 * one process opens at a time: stop the site first).
 */
import { z } from 'zod';
import { INVITATION_DAYS } from '../web/contracts/workspace';
import { inviteOwner } from '../web/platform/workspace/first-owner';
import { closeDatabase } from '../web/server/db';

const USAGE = 'Usage: pnpm companies invite <company id or slug> <email>';

async function run([command, company, email]: string[]): Promise<string> {
  if (command !== 'invite' || !company) throw new Error(USAGE);
  const address = z.email().safeParse(email?.trim().toLowerCase());
  if (!address.success) throw new Error(`${email ?? 'An e-mail address'} is not an e-mail address. ${USAGE}`);
  const invitation = await inviteOwner(company, address.data, 'cli');
  return [
    `${address.data} is invited as an owner of ${invitation.company.name}; the e-mail is queued.`,
    `The link works once, for ${INVITATION_DAYS} days, for whoever signs in with that address:`,
    invitation.url,
  ].join('\n');
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
