import type { Logger } from '../logger.ts';

export interface ChannelsOptions {
  /** The stamp files' folder is `<dataDir>/channels` when neither URL is given. */
  dataDir: string;
  redisUrl?: string | null;
  /** A PostgreSQL URL. */
  databaseUrl?: string | null;
  /** Sets the Redis channels of one deployment apart from another's on the same Redis ('tribe'). */
  keyPrefix?: string;
  /** Where lost connections are reported (console). */
  logger?: Pick<Logger, 'error'>;
}

export interface Channels {
  /**
   * Sends a signal on the channel `name` (lowercase letters, digits, hyphens): this process hears
   * it at once, the others within about a second.
   */
  publish(name: string): Promise<void>;
  /**
   * When the newest signal on `name` was heard (ms), 0 when none has been since this process
   * began listening, at its first call: a signal sent after that call resolves is never missed.
   */
  lastSignal(name: string): Promise<number>;
  close(): Promise<void>;
}

export function processChannels(options: ChannelsOptions): Channels;
export function closeChannels(): Promise<void>;
