import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { POSITION_SEND_INTERVAL_MS, isOnTheWay } from '@chargevalet/contract/core';
import type { Order } from '@chargevalet/contract';
import { Box, Button, Flex, Link, Text, isApiError } from '@chargevalet/platform';
import { carFixTime } from '@chargevalet/platform/orders';
import { sendPosition } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';

/** A fix older than this (by the phone's own clock) is not sent: the customer would see a stale car as fresh. */
const FRESH_FIX_MS = 30_000;

type Problem = 'denied' | 'unavailable' | 'blocked' | null;

/**
 * The pages where the server's Permissions-Policy lets the driver's phone share its position (security-headers.ts:
 * these, and any page it sends to a signed-in driver — an order opened from a link or reloaded).
 */
const POSITION_PAGES = ['/profile/active-order', '/profile/calendar'];

/** Whether this document was first loaded on a page whose policy allows the position (later moves are in-app). */
function loadedOnPositionPage(): boolean {
  const [entry] = typeof performance !== 'undefined' && performance.getEntriesByType ? performance.getEntriesByType('navigation') : [];
  if (!entry) return true;
  try {
    const { pathname } = new URL(entry.name);
    return POSITION_PAGES.includes(pathname) || pathname.startsWith('/orders/');
  } catch {
    return true;
  }
}

/**
 * The order whose trip the driver shares (one at a time), kept in the browser: the switch stays on through the
 * trip's steps, a reload and a visit to another page, until the driver stops it.
 */
const SHARING_KEY = 'cv.driver.sharing';
function sharedOrder(): string | null {
  try {
    return localStorage.getItem(SHARING_KEY);
  } catch {
    return null;
  }
}
function keepSharing(orderId: string | null): void {
  try {
    if (orderId) localStorage.setItem(SHARING_KEY, orderId);
    else localStorage.removeItem(SHARING_KEY);
  } catch {
    // private mode: the switch holds for this page only
  }
}

/**
 * The document's Permissions-Policy decides once, when the page is loaded: a page first opened elsewhere (the
 * sign-in, a link to an order) may not ask for the position at all, whatever the driver allows. Chromium tells.
 */
function policyBlocksPosition(): boolean {
  const doc = document as Document & { permissionsPolicy?: { allowsFeature(feature: string): boolean }; featurePolicy?: { allowsFeature(feature: string): boolean } };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return policy ? !policy.allowsFeature('geolocation') : false;
}

/**
 * "Share my location" for the trip (issues 14 and 32): off until the driver switches it on (the browser then asks
 * for permission), then, while the order is on the way, the freshest fix goes to the server every 15 s; at the
 * station and while charging it pauses and goes on by itself on the way back. A visible indicator says that the
 * position is shared; the same switch stops it. It stays on through the trip's steps and a reload of the page.
 */
export function ShareLocation({ order }: { order: Pick<Order, 'id' | 'state'> }) {
  const { t } = useTranslation(DRIVER_NS);
  const [on, setOnState] = useState(() => sharedOrder() === order.id);
  const [problem, setProblem] = useState<Problem>(null);
  const [lastSent, setLastSent] = useState<string | null>(null);
  const setOn = (value: boolean) => {
    keepSharing(value ? order.id : null);
    setOnState(value);
  };
  const sending = on && isOnTheWay(order.state);
  const location = useLocation();

  useEffect(() => {
    if (!sending) return;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo || policyBlocksPosition()) {
      setProblem(geo ? 'blocked' : 'unavailable');
      keepSharing(null);
      setOnState(false);
      return;
    }
    let latest: GeolocationPosition | null = null;
    let sentStamp = 0;
    let stopped = false;
    const send = () => {
      const fix = latest;
      // only a new and fresh fix; the server stamps it with its own clock (no phone-clock skew)
      if (!fix || fix.timestamp === sentStamp || Date.now() - fix.timestamp > FRESH_FIX_MS) return;
      sentStamp = fix.timestamp;
      const { latitude, longitude, accuracy } = fix.coords;
      sendPosition({ order_id: order.id, lat: latitude, lng: longitude, accuracy: Number.isFinite(accuracy) ? Math.min(accuracy, 100_000) : null })
        .then(({ data }) => {
          if (!stopped) setLastSent(carFixTime(data.recorded_at));
        })
        .catch((error: unknown) => {
          // 404: no longer this driver's. 422 (a step came first: the order's next state pauses or ends the sending),
          // 429 and lost connections: the next tick.
          if (!stopped && isApiError(error) && error.status === 404) {
            keepSharing(null);
            setOnState(false);
          }
        });
    };
    const watch = geo.watchPosition(
      (fix) => {
        const first = latest === null;
        latest = fix;
        setProblem(null);
        if (first) send();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          // browsers that do not tell the policy: a denial on a page loaded elsewhere is most likely the policy
          setProblem(loadedOnPositionPage() ? 'denied' : 'blocked');
          keepSharing(null);
          setOnState(false);
        } else setProblem('unavailable');
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    const timer = setInterval(send, POSITION_SEND_INTERVAL_MS);
    return () => {
      stopped = true;
      geo.clearWatch(watch);
      clearInterval(timer);
    };
  }, [sending, order.id]);

  return (
    <Box
      as="section"
      aria-label={t('position.label')}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      borderColor={on ? 'green.solid' : 'border'}
      bg={on ? 'green.subtle' : undefined}
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Box flex="1" minW="48">
          {on ? (
            <Text role="status" fontWeight="semibold" display="flex" alignItems="center" gap="2">
              <Box as="span" aria-hidden w="3" h="3" borderRadius="full" bg="green.solid" flexShrink={0} />
              {!sending ? t('position.paused') : lastSent ? t('position.sharingSince', { time: lastSent }) : t('position.sharing')}
            </Text>
          ) : (
            <Text fontWeight="semibold">{t('position.title')}</Text>
          )}
          <Text fontSize="sm" color={problem ? undefined : 'fg.muted'} role={problem ? 'alert' : undefined}>
            {problem ? t(`position.${problem}`) : t('position.hint')}
          </Text>
          {problem === 'blocked' && (
            // a full page load: the server's policy for a signed-in driver's page allows the position
            <Link href={`${location.pathname}${location.search}`} fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
              {t('position.reload')}
            </Link>
          )}
        </Box>
        <Button
          role="switch"
          aria-checked={on}
          minH="11"
          variant={on ? 'outline' : 'solid'}
          onClick={() => {
            setProblem(null);
            setLastSent(null);
            setOn(!on);
          }}
        >
          {t('position.switch')}
          <Box as="span" aria-hidden ms="2" px="2" borderRadius="full" fontSize="xs" fontWeight="bold" bg={on ? 'green.solid' : 'bg.emphasized'} color={on ? 'green.contrast' : 'fg'}>
            {on ? t('position.on') : t('position.off')}
          </Box>
        </Button>
      </Flex>
    </Box>
  );
}
