/** Where the Studio's token sign-in keeps its token (and, with `_broadcast`, announces its sign-out). */
export const studioTokenKey = (projectId: string) => `__studio_auth_token_${projectId}`;
