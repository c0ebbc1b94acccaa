export type { ForwardOptions } from './forward';
export { forwardToLocalIdp } from './forward';
export type { LocalIdpClient, LocalIdpOptions, SignInPages, SignInPagesFor, SignInText } from './options';
export type { LocalIdp } from './server';
export { LocalIdpUnavailableError, startLocalIdp } from './server';
