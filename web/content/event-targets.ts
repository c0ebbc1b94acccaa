import 'server-only';
import { fetchContent } from './fetch';
import { eventTargetsQuery } from './queries';
import type { EventTargetsQueryResult } from './sanity.types';

export type EventTarget = EventTargetsQueryResult[number];

/** The published companies and job offers among `ids`, each with its company's id. */
export async function describeEventTargets(ids: string[]): Promise<Map<string, EventTarget>> {
  const targets = await fetchContent({ query: eventTargetsQuery, params: { ids } });
  return new Map(targets.map((target) => [target.id, target]));
}
