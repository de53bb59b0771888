/** The day plan's routes (the calls and answers: dispatch-plan.ts). */
export const DISPATCH_PLAN_ROUTES = {
  plan: '/api/manager/dispatch-plan',
  apply: '/api/manager/dispatch-plan/apply',
} as const;
