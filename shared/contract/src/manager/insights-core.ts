import type { ManagerOrdersQuery } from '../orders/dispatch';
import type { StatsQuery } from './insights';

/** The dashboard's and the export's routes and URLs (the calls and answers: insights.ts). */
export const INSIGHT_ROUTES = {
  stats: '/api/manager/stats',
  ordersExport: '/api/manager/orders/export.csv',
} as const;

export const insightPaths = {
  stats: (query: StatsQuery = {}): string => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const text = params.toString();
    return text ? `${INSIGHT_ROUTES.stats}?${text}` : INSIGHT_ROUTES.stats;
  },
  ordersExport: (query: Partial<ManagerOrdersQuery> = {}): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page' || key === 'pageSize' || value === undefined || value === '') continue;
      params.set(key, String(value));
    }
    const text = params.toString();
    return text ? `${INSIGHT_ROUTES.ordersExport}?${text}` : INSIGHT_ROUTES.ordersExport;
  },
} as const;
