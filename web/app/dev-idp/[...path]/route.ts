import { forwardToLocalIdp } from '@/server/local-idp/mount';

export const dynamic = 'force-dynamic';

/** The local OpenID Connect provider for offline sign-in (only with LOCAL_IDP_ENABLED=true on loopback). */
const handle = (request: Request) => forwardToLocalIdp(request);

export { handle as GET, handle as POST };
