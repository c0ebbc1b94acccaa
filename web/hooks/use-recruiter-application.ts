'use client';

import useSWRMutation from 'swr/mutation';
import type { CompanyStatus } from '@/contracts/applications';
import { recruiterEndpoints, workspaceEndpoints } from '@/contracts/endpoints/workspace';
import { fetchJson } from '@/lib/http/fetch-json';

/**
 * A status change on one application: by the recruiter's link (authorised by its token) or,
 * without a token, by a signed-in member of the company's workspace.
 */
export function useStatusChange(applicationId: string, token?: string) {
  const { trigger } = useSWRMutation(
    token ? recruiterEndpoints.status(applicationId) : workspaceEndpoints.status(applicationId),
    (url: string, { arg }: { arg: { status: CompanyStatus; message: string } }) =>
      fetchJson<{ changed: boolean }>(url, { method: 'POST', json: token ? { token, ...arg } : arg }),
  );
  return trigger;
}

/** Asks for a fresh link for an expired one; it is mailed to the company, never shown. */
export function useRenewRecruiterLink(token: string) {
  const { trigger } = useSWRMutation(recruiterEndpoints.renewLink, (url: string) =>
    fetchJson(url, { method: 'POST', json: { token } }),
  );
  return trigger;
}
