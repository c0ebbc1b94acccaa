/**
 * Grants, removes and lists the editors of the Studio: `pnpm editors add <email> [--admin]`,
 * `pnpm editors remove <email>`, `pnpm editors list`. Works on the configured database
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR, which one process opens at a time: stop
 * the site first).
 */
import { z } from 'zod';
import { closeDatabase } from '../web/server/db';
import { grantEditorRole, listEditorRoles, revokeEditorRole } from '../web/server/editors/editor-roles';

const USAGE = 'Usage: pnpm editors add <email> [--admin] | pnpm editors remove <email> | pnpm editors list';

function emailArgument(value: string | undefined): string {
  const parsed = z.email().safeParse(value?.trim().toLowerCase());
  if (!parsed.success) throw new Error(`${value ?? 'An e-mail address'} is not an e-mail address. ${USAGE}`);
  return parsed.data;
}

async function run([command, argument, ...flags]: string[]): Promise<string> {
  if (command === 'add') {
    const email = emailArgument(argument);
    const role = flags.includes('--admin') ? 'admin' : 'editor';
    await grantEditorRole(email, role, 'cli');
    return `${email} is now ${role === 'admin' ? 'an administrator' : 'an editor'}. The role counts once this address signs in with a provider that verified it.`;
  }
  if (command === 'remove') {
    const email = emailArgument(argument);
    return (await revokeEditorRole(email))
      ? `${email} is no longer an editor; their Studio tokens stop working at once.`
      : `${email} had no editor role.`;
  }
  if (command === 'list') {
    const roles = await listEditorRoles();
    if (roles.length === 0) return 'No editors yet. Add one with: pnpm editors add <email>';
    return roles
      .map((row) => `${row.email}\t${row.role}\tgranted ${row.grantedAt.toISOString()} by ${row.grantedBy}`)
      .join('\n');
  }
  throw new Error(USAGE);
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
