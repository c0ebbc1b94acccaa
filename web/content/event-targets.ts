import 'server-only';
import type { EventTargetsQueryResult } from '@/contracts/sanity.types';
import { fetchContent } from './fetch';
import { eventTargetsQuery } from './queries';

export type EventTarget = EventTargetsQueryResult[number];

/** The published companies and job offers among `ids`, each with its company's id. */
export async function describeEventTargets(ids: string[]): Promise<Map<string, EventTarget>> {
  const targets = await fetchContent({ query: eventTargetsQuery, params: { ids } });
  return new Map(targets.map((target) => [target.id, target]));
}
