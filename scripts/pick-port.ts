/** `tsx scripts/pick-port.ts [preferred]`: prints a free loopback port (scripts/e2e.sh takes its ports here). */
import { freePort } from './free-port';

console.log(await freePort(Number(process.argv[2] ?? 0)));
