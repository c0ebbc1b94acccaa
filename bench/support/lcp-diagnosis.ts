import type { Result } from 'lighthouse';

export interface LcpDiagnosis {
  /** The largest contentful paint's element, as Lighthouse quotes it. */
  element: string;
  /** Its breakdown (time to first byte, resource load delay and duration, render delay), observed. */
  subparts: string;
  /**
   * Scripts whose download ended before the largest paint in the unthrottled load. Lighthouse's
   * simulation counts each such script (one whose evaluation it cannot place after the paint) as
   * blocking the paint and replays its download on the throttled network, which puts the page's
   * JavaScript on the paint's path; the bare page paints before its scripts arrive.
   */
  scriptsBeforeLcp: number;
}

interface BreakdownNode {
  type: 'node';
  snippet?: string;
  nodeLabel?: string;
}
interface BreakdownTable {
  type: 'table';
  items: { label: string; duration: number }[];
}
interface NetworkRequest {
  resourceType?: string;
  networkEndTime: number;
}

type Details = { items?: unknown[] } | undefined;
const itemsOf = (audit: Result['audits'][string] | undefined) =>
  ((audit?.details as Details)?.items ?? []) as unknown[];

/** What a Lighthouse report says about its largest contentful paint and what came before it. */
export function lcpDiagnosis(lhr: Result): LcpDiagnosis {
  const breakdown = itemsOf(lhr.audits['lcp-breakdown-insight']) as (BreakdownNode | BreakdownTable)[];
  const node = breakdown.find((item): item is BreakdownNode => item.type === 'node');
  const table = breakdown.find((item): item is BreakdownTable => item.type === 'table');
  const [metrics] = itemsOf(lhr.audits.metrics) as { observedLargestContentfulPaint?: number }[];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = itemsOf(lhr.audits['network-requests']) as NetworkRequest[];
  return {
    element: node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim() : 'none reported',
    subparts: (table?.items ?? []).map((part) => `${part.label} ${Math.round(part.duration)} ms`).join(', '),
    scriptsBeforeLcp: requests.filter(
      (request) => request.resourceType === 'Script' && request.networkEndTime <= observedLcp,
    ).length,
  };
}
