/**
 * After the end-to-end run: the server's log must hold our JSON lines and no personal data of the
 * test users (their e-mail addresses, their surname). `tsx e2e/support/check-server-log.ts <log file>`.
 */
import { readFileSync } from 'node:fs';
import { TEST_SURNAME } from './account';

const file = process.argv[2];
if (!file) throw new Error('Usage: check-server-log.ts <log file>');
const text = readFileSync(file, 'utf8');
const ourLines = text
  .split('\n')
  .filter((line) => line.startsWith('{') && line.includes('"service":"tribe"'));
const emails = text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g) ?? [];
const problems = [
  ...(ourLines.length === 0 ? [`no JSON log line of the server in ${file}`] : []),
  ...[...new Set(emails)].map((email) => `an e-mail address: ${email}`),
  ...(text.includes(TEST_SURNAME) ? [`the test users' surname ${TEST_SURNAME}`] : []),
];
if (problems.length > 0) {
  console.error(`The server log ${file} holds personal data or is not ours:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`The server log holds ${ourLines.length} JSON lines and no test user's e-mail address or name.`);
