import { z } from 'zod';

export const COMPANY_SIGNUP_STATES = ['unconfirmed', 'pending', 'approved', 'declined'] as const;
export type CompanySignupState = (typeof COMPANY_SIGNUP_STATES)[number];

/** How long a sign-up's confirmation link works. */
export const SIGNUP_CONFIRMATION_DAYS = 3;

/** Body of POST /api/user/company-signup: the checks that name a field are the server's, in the caller's language. */
export const companySignupSchema = z.strictObject({
  companyName: z.string().max(200),
  ico: z.string().max(32),
  contactName: z.string().max(200),
});
export type CompanySignupInput = z.infer<typeof companySignupSchema>;

/** Body of POST /api/user/company-signup/confirm. */
export const signupConfirmationSchema = z.strictObject({ token: z.string().max(2000) });

/** Body of POST /api/studio/company-signups/[id]/decision. */
export const signupDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('decline'), reason: z.string().trim().min(1).max(1000) }),
]);

/** A sign-up as its person and the Studio see it. */
export interface CompanySignupView {
  id: string;
  companyId: string;
  companyName: string;
  ico: string;
  contactName: string;
  email: string;
  freeMail: boolean;
  state: CompanySignupState;
  declineReason: string | null;
  createdAt: string;
}
