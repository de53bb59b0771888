/** The open-amount calls' routes and URLs (the table and the answers: open-amount.ts). */
export const OPEN_AMOUNT_ROUTES = {
  checkout: '/api/customer/order/:id/open-amount/checkout',
  complete: '/api/customer/order/:id/open-amount/complete',
  resend: '/api/manager/order/:id/payment-link',
} as const;
export const openAmountPaths = {
  checkout: (id: string): string => `/api/customer/order/${encodeURIComponent(id)}/open-amount/checkout`,
  complete: (id: string): string => `/api/customer/order/${encodeURIComponent(id)}/open-amount/complete`,
  resend: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/payment-link`,
} as const;
