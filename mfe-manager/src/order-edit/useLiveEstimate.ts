import { useEffect, useRef, useState } from 'react';
import { api } from '@chargevalet/platform';
import { orderEditPaths } from '@chargevalet/contract';
import type { AnswerOf, OrderTotal, PriceEstimateRequest, priceEstimateResponseSchema } from '@chargevalet/contract';

/** The short wait after the last change of a priced field before asking (SPEC §7 "after a short wait"). */
export const ESTIMATE_DEBOUNCE_MS = 400;

export interface LiveEstimate {
  totals: OrderTotal | null;
  /** A change is waiting for its answer: the totals on screen are of earlier values. */
  pending: boolean;
  failed: boolean;
}

/**
 * The order's estimated totals for the edit form's package, charging level, car wash and fuel card: asked
 * `ESTIMATE_DEBOUNCE_MS` after the last change, and only the answer to the latest values is ever shown (an
 * earlier request is aborted, and a late answer to it is dropped).
 */
export function useLiveEstimate(orderId: string, fields: PriceEstimateRequest | null): LiveEstimate {
  const [state, setState] = useState<LiveEstimate>({ totals: null, pending: false, failed: false });
  const latest = useRef(0);
  const key = fields ? JSON.stringify(fields) : '';

  useEffect(() => {
    if (!key) return undefined;
    const request = ++latest.current;
    const controller = new AbortController();
    setState((current) => ({ ...current, pending: true }));
    const timer = setTimeout(() => {
      api
        .post<AnswerOf<typeof priceEstimateResponseSchema>>(orderEditPaths.priceEstimate(orderId), JSON.parse(key) as PriceEstimateRequest, { signal: controller.signal })
        .then(({ data }) => {
          if (request === latest.current) setState({ totals: data, pending: false, failed: false });
        })
        .catch(() => {
          if (request === latest.current && !controller.signal.aborted) setState((current) => ({ ...current, pending: false, failed: true }));
        });
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, key]);

  return state;
}
