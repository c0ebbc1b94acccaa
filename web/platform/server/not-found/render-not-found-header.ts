/**
 * Set by the server on its own second request for a page that answered 404 with the framework's
 * empty error shell: the locale proxy then routes the address to the not-found page, which the
 * server renders. The request guard removes it from every request that is not that one.
 */
export const RENDER_NOT_FOUND_HEADER = 'x-render-not-found';
