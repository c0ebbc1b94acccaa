import { ApiError } from '@/contracts/api-error';

/** Whether a platform call failed with this API status (a page turns a 404 into its not-found page). */
export const isApiError = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;
