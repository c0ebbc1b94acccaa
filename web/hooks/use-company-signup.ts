'use client';

import useSWRMutation from 'swr/mutation';
import type { CompanySignupInput, CompanySignupView } from '@/contracts/company-signup';
import { companySignupEndpoints } from '@/contracts/endpoints/company-signup';
import { fetchJson } from '@/lib/http/fetch-json';

export function useSignCompanyUp() {
  return useSWRMutation(companySignupEndpoints.signUp, (url: string, { arg }: { arg: CompanySignupInput }) =>
    fetchJson<CompanySignupView>(url, { method: 'POST', json: arg }),
  ).trigger;
}

export function useConfirmSignup() {
  return useSWRMutation(companySignupEndpoints.confirm, (url: string, { arg }: { arg: { token: string } }) =>
    fetchJson<CompanySignupView>(url, { method: 'POST', json: arg }),
  ).trigger;
}
