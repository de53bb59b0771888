import { z } from 'zod';

/**
 * Dispatch settings (issue 36), read from the environment by loadConfig() into `config.dispatch`:
 *
 *   DISPATCH_ROAD_FACTOR    road kilometres per straight-line kilometre of the distance model (default 1.3)
 *   DISPATCH_DEPOT_STATION  id of the charging station where drivers start and end their day (default 1)
 */
const envSchema = z.object({
  DISPATCH_ROAD_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  DISPATCH_DEPOT_STATION: z.coerce.number().int().positive().default(1),
});

export interface DispatchConfig {
  /** The distance model's factor (`domain/distance.ts`). */
  roadFactor: number;
  /** `charging_stations.id` of the drivers' base. */
  depotStationId: number;
}

export function loadDispatchConfig(env: NodeJS.ProcessEnv): DispatchConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid dispatch configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { roadFactor: parsed.data.DISPATCH_ROAD_FACTOR, depotStationId: parsed.data.DISPATCH_DEPOT_STATION };
}
