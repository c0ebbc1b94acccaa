import { CONSENT_COOKIE } from './consent-cookie';

/**
 * Runs in the document's head before the body paints: marks the page when the visitor has not
 * chosen yet, so the consent banner, which is in the HTML of every (cached) page, shows from the
 * first paint for them and never for anyone else. A page in a frame is the Studio's
 * Presentation preview (no other site may frame the site), where the banner would cover the page
 * an editor is working on: it is not marked.
 */
export const CONSENT_MARKER_SCRIPT = `if(window.self===window.top&&!/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))document.documentElement.dataset.consent='unset'`;
