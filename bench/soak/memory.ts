import { execFileSync } from 'node:child_process';

/** The resident memory of every process in a process group (the server and its workers), in MB. */
export function groupResidentMb(groupId: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pgid=,rss='], { encoding: 'utf8' });
  let kilobytes = 0;
  for (const line of table.split('\n')) {
    const [group, rss] = line.trim().split(/\s+/).map(Number);
    if (group === groupId) kilobytes += rss;
  }
  return kilobytes / 1024;
}
