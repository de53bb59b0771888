/** The rating calls' routes and URLs and the rating's limits (the calls and answers: rating.ts). */
export const RATING_ROUTES = {
  requests: '/api/customer/driver/rate-requests',
  rate: '/api/customer/driver/rate/:id',
  cancel: '/api/customer/driver/rate/:id/cancel',
} as const;

export const ratingPaths = {
  requests: RATING_ROUTES.requests,
  rate: (id: string): string => `/api/customer/driver/rate/${encodeURIComponent(id)}`,
  cancel: (id: string): string => `/api/customer/driver/rate/${encodeURIComponent(id)}/cancel`,
} as const;

/** SPEC §9: rate-request polling 60000 ms; rating 1-5; feedback max 1000. */
export const RATE_REQUEST_POLL_MS = 60_000;
export const RATE_MIN = 1;
export const RATE_MAX = 5;
export const FEEDBACK_MAX = 1000;
