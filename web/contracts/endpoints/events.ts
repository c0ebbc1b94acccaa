/** Visitors' page events. */

/** POST: a batch of a visitor's page events, sent with `navigator.sendBeacon`. */
export const eventsEndpoint = '/api/events';
