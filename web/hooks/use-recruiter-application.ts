'use client';

import useSWRMutation from 'swr/mutation';
import type { CompanyStatus } from '@/contracts/applications';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';

/** The recruiter's status change on one application, authorised by the link's token. */
export function useRecruiterStatus(applicationId: string, token: string) {
  const { trigger } = useSWRMutation(
    endpoints.recruiter.status(applicationId),
    (url: string, { arg }: { arg: { status: CompanyStatus; message: string } }) =>
      fetchJson<{ changed: boolean }>(url, { method: 'POST', json: { token, ...arg } }),
  );
  return trigger;
}

/** Asks for a fresh link for an expired one; it is mailed to the company, never shown. */
export function useRenewRecruiterLink(token: string) {
  const { trigger } = useSWRMutation(endpoints.recruiter.renewLink, (url: string) =>
    fetchJson(url, { method: 'POST', json: { token } }),
  );
  return trigger;
}
