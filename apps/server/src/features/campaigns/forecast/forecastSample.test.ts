import type { Condition } from '@griot/contract/segments/segmentSchemas';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { world } from '../../broadcasts/test/broadcastTestKit';
import { type ForecastGroup, readForecastGroups } from './forecastGroups';
import { chooseForecastSample, FORECAST_SAMPLING, sampledMargin, scaleSampled } from './forecastSample';

const testServer = useTestServer();

describe('chooseForecastSample', () => {
  it('counts a chatbot of up to 200,000 end-users whole, and samples about 50,000 past it', () => {
    expect(chooseForecastSample(FORECAST_SAMPLING.above)).toBeNull();
    const million = chooseForecastSample(1_000_000);
    expect(million?.share).toBeCloseTo(0.05, 6);
    // 5 % of the id space: the ids below 0ccccccc-…
    expect(million?.below).toBe('0ccccccc-0000-0000-0000-000000000000');
    expect(chooseForecastSample(250_000)?.share).toBeCloseTo(0.2, 6);
    expect(scaleSampled(2_507, 0.05)).toBe(50_140);
    // 41,000 reached in a 5 % sample: 820,000 ± 7,736, 19 times out of 20.
    expect(sampledMargin(41_000, 0.05)).toBe(7_736);
  });
});

/**
 * 6,000 WhatsApp end-users: the first 600 written opted out (one block, as an import writes them:
 * a sample by position would miss or double them), every 50th number invalid, every 10th from the
 * third imported without opt-in; 30 named 'Rare'. The reach of a marketing template is 4,752.
 */
async function sixThousand() {
  const server = testServer();
  const { chatbotId } = await world(server, 0);
  await server.db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, opted_out_at, invalid_number_at, imported_at)
    SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'),
      CASE WHEN n % 200 = 7 THEN 'Rare Diop' ELSE 'Awa Client' || n END, '+22177' || lpad(n::text, 7, '0'),
      CASE WHEN n <= 600 THEN now() END, CASE WHEN n % 50 = 0 THEN now() END,
      CASE WHEN n % 10 = 3 THEN now() END
    FROM generate_series(1, 6000) AS n`);
  const [chatbot] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  if (!chatbot) throw new Error('no chatbot');
  return { server, chatbot };
}

const everyone: Condition[] = [{ idvariable: 'first_name', comparison: '!=', value: '-', operator: null }];
const marketing = { source: 'whatsapp', category: 'MARKETING' } as const;
/** A sample of half the chatbot, from 1,000 end-users up. */
const halfSample = { above: 1_000, size: 3_000, minMatched: 500 };

function totals(groups: readonly ForecastGroup[]) {
  const byReason: Record<string, number> = {};
  for (const group of groups)
    byReason[group.reason ?? 'sent'] = (byReason[group.reason ?? 'sent'] ?? 0) + group.count;
  return byReason;
}

describe('readForecastGroups', () => {
  it('reads a large chatbot on a uniform random sample and brings every count to scale', async () => {
    const { server, chatbot } = await sixThousand();
    expect(chatbot.endUserCount).toBe(6000);
    const exact = await readForecastGroups(server.db, chatbot, everyone, marketing, {
      exact: true,
      sampling: halfSample,
    });
    expect(exact.estimate).toBeNull();
    expect(totals(exact.groups)).toEqual({
      sent: 4752,
      optedOut: 600,
      invalidNumber: 108,
      noMarketingOptIn: 540,
    });

    const estimated = await readForecastGroups(server.db, chatbot, everyone, marketing, {
      exact: false,
      sampling: halfSample,
    });
    expect(estimated.estimate?.share).toBe(0.5);
    // The margin is the sampled reach's: its 95 % interval, brought to scale.
    const reachedInSample = (totals(estimated.groups).sent ?? 0) / 2;
    expect(estimated.estimate?.reachMargin).toBe(sampledMargin(reachedInSample, 0.5));
    // The ids are random: about half the segment is in the sample, and each count, brought to
    // scale, is within six standard deviations of the truth (sd = √(n·(1−s)/s); a failure here
    // by chance is rarer than one run in a billion, while a sample by position or a missing
    // scale misses by far more).
    const sampled = estimated.estimate?.sampled ?? 0;
    expect(Math.abs(sampled - 3000)).toBeLessThan(6 * Math.sqrt(6000 * 0.25));
    const truth = totals(exact.groups);
    const estimate = totals(estimated.groups);
    for (const [reason, count] of Object.entries(truth)) {
      expect(Math.abs((estimate[reason] ?? 0) - count), reason).toBeLessThanOrEqual(6 * Math.sqrt(count) + 2);
    }
    expect(Object.values(estimate).reduce((sum, count) => sum + count, 0)).toBe(
      estimated.groups.reduce((sum, group) => sum + group.count, 0),
    );
  });

  it('counts whole a segment too narrow for the sample, and a chatbot under the bound', async () => {
    const { server, chatbot } = await sixThousand();
    const rare: Condition[] = [{ idvariable: 'first_name', comparison: '=', value: 'rare', operator: null }];
    const narrow = await readForecastGroups(server.db, chatbot, rare, marketing, {
      exact: false,
      sampling: halfSample,
    });
    expect(narrow.estimate).toBeNull();
    expect(totals(narrow.groups)).toEqual({ sent: 27, optedOut: 3 });
    const small = await readForecastGroups(server.db, chatbot, everyone, marketing, {
      exact: false,
      sampling: { ...halfSample, above: 6_000 },
    });
    expect(small.estimate).toBeNull();
    expect(totals(small.groups).sent).toBe(4752);
  });
});
