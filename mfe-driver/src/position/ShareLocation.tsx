import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITION_SEND_INTERVAL_MS, type Order } from '@chargevalet/contract';
import { Box, Button, Flex, Link, Text, carFixTime, isApiError } from '@chargevalet/platform';
import { sendPosition } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';

/** A fix older than this (by the phone's own clock) is not sent: the customer would see a stale car as fresh. */
const FRESH_FIX_MS = 30_000;

type Problem = 'denied' | 'unavailable' | 'blocked' | null;

/** The page where the server's Permissions-Policy lets the driver's phone share its position (security-headers.ts). */
const POSITION_PAGE = '/profile/active-order';
const POSITION_PAGES = [POSITION_PAGE, '/profile/calendar'];

/** Whether this document was first loaded on a page whose policy allows the position (later moves are in-app). */
function loadedOnPositionPage(): boolean {
  const [entry] = typeof performance !== 'undefined' && performance.getEntriesByType ? performance.getEntriesByType('navigation') : [];
  if (!entry) return true;
  try {
    return POSITION_PAGES.includes(new URL(entry.name).pathname);
  } catch {
    return true;
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
 * "Share my location" while the order is on the way (issue 14): off until the driver switches it on (the browser
 * then asks for permission), then the freshest fix goes to the server every 15 s. A visible indicator says that
 * the position is shared; the same switch stops it. Leaving the page (or the on-the-way state) stops it too.
 */
export function ShareLocation({ order }: { order: Pick<Order, 'id'> }) {
  const { t } = useTranslation(DRIVER_NS);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [lastSent, setLastSent] = useState<string | null>(null);

  useEffect(() => {
    if (!on) return;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo || policyBlocksPosition()) {
      setProblem(geo ? 'blocked' : 'unavailable');
      setOn(false);
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
          // 422: the order is no longer on the way; 404: no longer this driver's. 429 and lost connections: the next tick.
          if (!stopped && isApiError(error) && (error.status === 422 || error.status === 404)) setOn(false);
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
          setOn(false);
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
  }, [on, order.id]);

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
              {lastSent ? t('position.sharingSince', { time: lastSent }) : t('position.sharing')}
            </Text>
          ) : (
            <Text fontWeight="semibold">{t('position.title')}</Text>
          )}
          <Text fontSize="sm" color={problem ? undefined : 'fg.muted'} role={problem ? 'alert' : undefined}>
            {problem ? t(`position.${problem}`) : t('position.hint')}
          </Text>
          {problem === 'blocked' && (
            // a full page load: the server's policy for that page allows the position
            <Link href={POSITION_PAGE} fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
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
            setOn((current) => !current);
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
