/** The refund call's route and URL (the call and its answer: refunds.ts). */
export const REFUND_ROUTES = { refund: '/api/manager/order/:id/refund' } as const;
export const refundPaths = { refund: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/refund` } as const;
