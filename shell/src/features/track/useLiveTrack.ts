import { useEffect, useState } from 'react';
import { api, ApiError } from '@chargevalet/platform';
import { TRACK_EVENT, TRACK_GONE_EVENT, trackStreamPath, trackViewPath, trackViewResponseSchema, trackViewSchema, type TrackView } from '@chargevalet/contract';

export type LiveTrack =
  | { status: 'loading' }
  | { status: 'live'; view: TrackView; connected: boolean }
  /** The link was revoked or ran out (404, or the stream's `gone`). */
  | { status: 'gone' }
  | { status: 'failed' };

/**
 * The order behind a tracking link, kept up to date (issue 31): the view once (unless the caller has it), then the
 * link's SSE stream sends it again on every change; `gone` ends it. EventSource reconnects by itself after an error.
 */
export function useLiveTrack(token: string | null, initial?: TrackView): LiveTrack {
  const [state, setState] = useState<LiveTrack>(initial ? { status: 'live', view: initial, connected: false } : { status: 'loading' });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    if (!initial) {
      api
        .get(trackViewPath(token), { schema: trackViewResponseSchema })
        .then((answer) => !cancelled && setState((current) => (current.status === 'live' ? current : { status: 'live', view: answer.data, connected: false })))
        .catch((error: unknown) => !cancelled && setState({ status: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed' }));
    }
    if (typeof EventSource === 'undefined') return () => void (cancelled = true);
    const source = new EventSource(trackStreamPath(token));
    source.onopen = () => setState((current) => (current.status === 'live' ? { ...current, connected: true } : current));
    source.onerror = () => setState((current) => (current.status === 'live' ? { ...current, connected: false } : current));
    source.addEventListener(TRACK_EVENT, (event: MessageEvent<string>) => {
      const parsed = trackViewSchema.safeParse(JSON.parse(event.data));
      if (parsed.success && !cancelled) setState({ status: 'live', view: parsed.data, connected: true });
    });
    source.addEventListener(TRACK_GONE_EVENT, () => {
      source.close();
      if (!cancelled) setState({ status: 'gone' });
    });
    return () => {
      cancelled = true;
      source.close();
    };
    // the initial view only seeds the state; a new token starts over
  }, [token]);

  return state;
}
