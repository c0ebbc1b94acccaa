/** Mailbox providers anyone can sign up with: an address there says nothing about the company. */
export const FREE_MAIL_DOMAINS = new Set([
  'seznam.cz',
  'email.cz',
  'post.cz',
  'centrum.cz',
  'atlas.cz',
  'volny.cz',
  'tiscali.cz',
  'quick.cz',
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.cz',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'aol.com',
  'azet.sk',
  'zoznam.sk',
]);

/** Whether an address is at a free-mail provider (the editor is told to check such a company). */
export function isFreeMail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return FREE_MAIL_DOMAINS.has(domain);
}
