/** A company's own sign-up, and the editors' decision on it in the Studio. */
export const companySignupEndpoints = {
  signUp: '/api/company-signup',
  confirm: '/api/company-signup/confirm',
  decide: (companyId: string) => `/api/studio/company-signups/${encodeURIComponent(companyId)}`,
} as const;
