/**
 * What the Studio tells a signed-in person without the editor role: the whole procedure, which
 * on the embedded PGlite database needs the site stopped (one process opens it at a time).
 */
export function editorRoleProcedure(email: string, embeddedDatabase: boolean): string {
  const command = `pnpm editors add ${email}`;
  const steps = embeddedDatabase
    ? `in the project folder, stop the site (its embedded PGlite database opens in one process at a time), run ${command}, start the site again with pnpm start`
    : `in the project folder, with the site's DATABASE_URL set, run ${command} (the site may keep running)`;
  return `${email} is not an editor. An administrator grants the role: ${steps}; then open the Studio again.`;
}
