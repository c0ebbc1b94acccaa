/** The OAuth providers a visitor can sign in with (spec section 9), in the order the modal shows them. */
export const signInProviders = [
  { id: 'google', name: 'Google' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'seznam', name: 'Seznam' },
] as const;

export type SignInProvider = (typeof signInProviders)[number]['id'];
