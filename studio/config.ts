import { type ClientConfig, createClient } from '@sanity/client';
import { schemaTypes, singletonTypes } from '@tribe/schemas';
import { isCompanyMember } from '@tribe/schemas/member-rules';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { companyTrust } from './company-trust';
import { inviteOwner } from './invite-owner';
import { publishTrustedOffer, submitForReview } from './member-review-actions';
import { memberActions, memberDocumentNode, memberTemplates, memberTools } from './member-studio';
import { OPEN_ON_SITE_TYPES, openOnSite } from './open-on-site';
import { resolve } from './presentation';
import { publishReviewed, sendBack } from './review-actions';
import { approveSignup, declineSignup } from './review-signup';
import { sanityProject } from './sanity-project';
import { signupBadge } from './signup-badge';
import { structure } from './structure';

const { projectId, dataset } = sanityProject();
const singletons = new Set<string>(singletonTypes);
/** The documents members submit for an editor's review. */
const REVIEWED_TYPES = new Set(['company', 'jobOffer']);

/**
 * The site's own Content Lake API, which the Studio signs in to with the site's token: offline the
 * local lake (editors and members), online the member API that holds a member to their company.
 */
export interface LocalLake {
  /** The lake's one address, `https://{projectId}.localhost:{port}`, or the member API's `{site}/api/member-lake`. */
  apiHost: string;
}

/**
 * The workspace's `apiHost` is the lake's address without the project: the clients the Studio
 * makes itself put the project in front of it again. Its own workspace client is pinned to the
 * lake's address instead, because it also builds image URLs on its `apiHost`, and without the
 * project those would be another host, with another certificate to accept. The member API's path
 * is kept.
 */
function localLakeHosts({ apiHost }: LocalLake) {
  const bare = new URL(apiHost);
  bare.hostname = bare.hostname.replace(`${projectId}.`, '');
  return {
    apiHost: bare.href.replace(/\/$/, ''),
    unstable_clientFactory: (options: ClientConfig) =>
      createClient({ ...options, apiHost, useProjectHostname: false }),
  };
}

export function createStudioConfig(localLake?: LocalLake) {
  return defineConfig({
    name: 'tribe',
    ...(localLake && {
      ...localLakeHosts(localLake),
      auth: { loginMethod: 'token' as const },
      // Hosted services the local Content Lake does not provide.
      tasks: { enabled: false },
      releases: { enabled: false },
      scheduledDrafts: { enabled: false },
      scheduledPublishing: { enabled: false },
    }),
    title: 'Tribe Studio',
    basePath: '/studio',
    projectId,
    dataset,
    plugins: [
      structureTool({ structure, defaultDocumentNode: memberDocumentNode }),
      presentationTool({ resolve, previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } } }),
    ],
    tools: (tools, { currentUser }) => (isCompanyMember(currentUser) ? memberTools(tools) : tools),
    schema: {
      types: schemaTypes,
      // Singletons are edited in place, never created from the "new document" menu; a company's
      // member creates only job offers of their company.
      templates: (templates, { currentUser }) =>
        isCompanyMember(currentUser)
          ? memberTemplates
          : templates.filter(({ schemaType }) => !singletons.has(schemaType)),
    },
    document: {
      badges: (badges, { schemaType }) => (schemaType === 'company' ? [...badges, signupBadge] : badges),
      ...(localLake && { comments: { enabled: false } }),
      actions: (actions, { schemaType, currentUser }) => {
        const onSite = OPEN_ON_SITE_TYPES.has(schemaType) ? [openOnSite('cs'), openOnSite('en')] : [];
        // A company's member saves drafts and submits them for an editor's review (the lake refuses
        // members anything else, but a trusted company's job offers, which they publish themselves);
        // they may discard, duplicate or restore their drafts.
        if (isCompanyMember(currentUser)) {
          return [
            submitForReview,
            ...(schemaType === 'jobOffer' ? [publishTrustedOffer] : []),
            ...memberActions(actions),
            ...onSite,
          ];
        }
        if (singletons.has(schemaType)) {
          return actions.filter(
            ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
          );
        }
        return [
          ...actions,
          ...onSite,
          ...(REVIEWED_TYPES.has(schemaType) ? [publishReviewed, sendBack] : []),
          ...(schemaType === 'company' ? [approveSignup, declineSignup, inviteOwner, companyTrust] : []),
        ];
      },
    },
  });
}

export default createStudioConfig();
