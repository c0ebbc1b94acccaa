/** Companies' inquiries. */

export const inquiryEndpoint = '/api/inquiry';
