export { checkLakeFront } from './front-probe';
export type { LakeEnv } from './lake-env';
export { readLakeEnv } from './lake-env';
export type { MemberProxyHandler, MemberProxyOptions, MemberProxySettings } from './member-proxy';
export { createMemberProxyHandler } from './member-proxy';
export type {
  LakeAssetStore,
  LakeAvailability,
  LakeEditor,
  LakeEditors,
  LakeMember,
  LakeSettings,
  LakeUser,
  LocalLakeOptions,
  MemberScopeRules,
} from './options';
export type { LakeRequestHandler } from './router';
export { createLakeHandler } from './router';
export type { LakeFront, LakeFrontOptions } from './tls-front';
export { LakeUnavailableError, startLakeFront } from './tls-front';
export { Upstream, type UpstreamLake } from './upstream';
