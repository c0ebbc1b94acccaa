/**
 * What a package reports to its host's log: the messages it cannot return to a caller. The host
 * passes its own logger (pino's methods fit); `console` fits too.
 */
export interface Logger {
  info(message: string): void;
  warn(details: { err: unknown }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}
