import { z } from 'zod';

/**
 * Dispatch settings (issue 36), read from the environment by loadConfig() into `config.dispatch` (the distance
 * model's road factor is `ROAD_FACTOR`, `config.distance`, shared with the arrival estimate):
 *
 *   DISPATCH_DEPOT_STATION  id of the charging station where drivers start and end their day (default 1)
 */
const envSchema = z.object({
  DISPATCH_DEPOT_STATION: z.coerce.number().int().positive().default(1),
});

export interface DispatchConfig {
  /** `charging_stations.id` of the drivers' base. */
  depotStationId: number;
}

export function loadDispatchConfig(env: NodeJS.ProcessEnv): DispatchConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid dispatch configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { depotStationId: parsed.data.DISPATCH_DEPOT_STATION };
}
