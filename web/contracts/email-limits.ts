/** The longest e-mail address the forms and the API take (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
