import { describe, expect, it } from 'vitest';
import { claimCodeOf, drawOf, rewardAt, spinMonthOf, WHEEL } from '../domain/prize-wheel';

describe('the spin-to-win wheel (modules/spin-to-win/domain)', () => {
  it('lands each draw in [0, 1) on the segment its weights give it, ends included', () => {
    expect(rewardAt(0).reward.id).toBe('hand-wash');
    // hand-wash is 30 of 100: a draw just under 0.3 is still its, 0.3 the next segment's.
    expect(rewardAt(0.2999).reward.id).toBe('hand-wash');
    expect(rewardAt(0.3).reward.id).toBe('service-100');
    expect(rewardAt(0.9999)).toEqual({ index: WHEEL.length - 1, reward: WHEEL.at(-1) });
    expect(rewardAt(1).index).toBe(WHEEL.length - 1);
    expect(rewardAt(-0.5).index).toBe(0);
  });

  it("gives each reward its weight's share of evenly spread draws", () => {
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const { reward } = rewardAt(i / draws);
      counts.set(reward.id, (counts.get(reward.id) ?? 0) + 1);
    }
    const total = WHEEL.reduce((sum, reward) => sum + reward.weight, 0);
    for (const reward of WHEEL) expect(counts.get(reward.id)).toBe((reward.weight / total) * draws);
  });

  it('reads a draw and a claim code from a base64url hash, the same hash giving the same answers', () => {
    const hash = 'Zm9vYmFyYmF6cXV4LXRoaXMtaXMtYS1oYXNoX29mXzMyYg';
    expect(drawOf(hash)).toBeGreaterThanOrEqual(0);
    expect(drawOf(hash)).toBeLessThan(1);
    expect(drawOf('AAAAAAAA')).toBe(0);
    expect(drawOf('________')).toBeCloseTo(1 - 64 ** -8, 12);
    expect(claimCodeOf(hash)).toMatch(/^SPIN-[A-HJ-NP-Z2-9]{8}$/);
    expect(claimCodeOf(hash)).toBe(claimCodeOf(hash));
    expect(claimCodeOf(`${hash.slice(0, 8)}BBBBBBBB`)).not.toBe(claimCodeOf(`${hash.slice(0, 8)}CCCCCCCC`));
  });

  it("counts a spin for the site's calendar month", () => {
    expect(spinMonthOf('2026-12-31')).toBe('2026-12');
  });
});
