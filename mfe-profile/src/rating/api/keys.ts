/** Query keys of the customer's rate requests. */
export const ratingKeys = {
  all: ['customer', 'rate-requests'] as const,
};
