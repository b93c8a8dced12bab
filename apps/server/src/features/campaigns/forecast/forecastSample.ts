/**
 * When the forecast reads a sample of the chatbot's end-users instead of all of them. Counting a
 * million end-users with a segment's conditions takes about a second on a 2-core machine (a full
 * pass over the table, issue 24's benchmark); 50,000 chosen at random give the reach within about
 * 1 % (its margin is told with it; small groups vary more) at a fraction of the cost. The start of
 * the campaign always counts every recipient, and the composer offers the exact count on request.
 */
export interface ForecastSampling {
  /** Past this many end-users in the chatbot, a forecast not asked exact reads a sample. */
  above: number;
  /** About how many of the chatbot's end-users the sample holds. */
  size: number;
  /** Fewer of the segment than this in the sample and the estimate would be loose: count them all. */
  minMatched: number;
}

export const FORECAST_SAMPLING: ForecastSampling = { above: 200_000, size: 50_000, minMatched: 2_000 };

/** A uniform random share of the chatbot's end-users: those whose id sorts before `below`. */
export interface ForecastSample {
  /** The share of the end-users the sample holds, in (0, 1). */
  share: number;
  /** The first id not in the sample. */
  below: string;
}

const UUID_SPACE = 2 ** 32;

/**
 * The sample for a chatbot of `endUsers` end-users (its counter), or null to count them all.
 * end_users ids are random (gen_random_uuid, version 4): the ids below a bound are a uniform
 * sample whatever the order the rows were written in (an import's batch, the oldest customers),
 * and the (chatbot_id, id) index (0057) finds them without reading the others.
 */
export function chooseForecastSample(
  endUsers: number,
  sampling: ForecastSampling = FORECAST_SAMPLING,
): ForecastSample | null {
  if (endUsers <= sampling.above) return null;
  const units = Math.max(1, Math.min(UUID_SPACE - 1, Math.floor((sampling.size / endUsers) * UUID_SPACE)));
  return {
    share: units / UUID_SPACE,
    below: `${units.toString(16).padStart(8, '0')}-0000-0000-0000-000000000000`,
  };
}

/** A count read on the sample, brought to the whole chatbot. */
export function scaleSampled(count: number, share: number): number {
  return Math.round(count / share);
}

/**
 * How far the scaled count of `sampled` end-users may be from the truth, 19 times out of 20 (a 95 %
 * interval): each end-user is in the sample with probability `share`, so the count read varies as a
 * binomial's, √(k·(1−s)), and the scaled one that much over s.
 */
export function sampledMargin(sampled: number, share: number): number {
  return Math.round((1.96 * Math.sqrt(sampled * (1 - share))) / share);
}
