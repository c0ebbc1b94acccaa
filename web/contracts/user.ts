/** The signed-in user as GET /api/me answers it (`{ user: CurrentUser | null }`). */
export interface CurrentUser {
  id: string;
  name: string;
  /** Empty when the sign-in provider gave no family name. */
  surname: string;
  email: string;
  image: string | null;
}
