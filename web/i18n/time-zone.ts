/** Dates are shown as people in the Czech Republic see them, on the server and in the browser alike. */
export const TIME_ZONE = 'Europe/Prague';
