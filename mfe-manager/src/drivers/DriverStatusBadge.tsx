import { useTranslation } from 'react-i18next';
import type { DriverStatus } from '@chargevalet/contract';
import { Badge } from '@chargevalet/platform';
import { DRIVERS_NS } from './texts';

const PALETTE: Record<DriverStatus, string> = { invited: 'orange', active: 'green', inactive: 'gray' };

/** Invited (no password yet), active or inactive (switched off by a manager). */
export function DriverStatusBadge({ status }: { status: DriverStatus }) {
  const { t } = useTranslation(DRIVERS_NS);
  return <Badge colorPalette={PALETTE[status]}>{t(`status.${status}`)}</Badge>;
}
