import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Clock } from '../../../application/shared/clock.port';
import type { UseCase } from '../../../application/shared/use-case';
import type { ShopperSecrets } from '../../../application/shoppers/secrets.port';
import type { SignedInShopper, SignInRequired } from '../../../application/shoppers/shopper-lists-views';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { localDateTime, timeZoneOfState } from '../../../domain/locations/time-zone';
import { claimCodeOf, drawOf, rewardAt, spinMonthOf, WHEEL, type Reward } from '../domain/prize-wheel';

export interface SpinTheWheelInput {
  readonly site: Pick<DealerSite, 'slug' | 'address'>;
  /** The signed-in shopper, as the request's session says (never the browser); null: signed out. */
  readonly shopper: Pick<SignedInShopper, 'shopper_id'> | null;
}

/** The wheel and where this shopper's spin of this month lands. */
export interface SpinAnswer {
  readonly wheel: readonly Pick<Reward, 'id' | 'label'>[];
  /** The segment of `wheel` the spin lands on. */
  readonly landed: number;
  readonly reward: Pick<Reward, 'id' | 'label'>;
  /** What the shopper quotes to the dealership to claim it. */
  readonly claim_code: string;
  /** 'YYYY-MM' at the site: the month this spin counts for (a new spin next month). */
  readonly month: string;
}

/**
 * Spins the wheel for a signed-in shopper. The reward is drawn from the deployment's keyed hash
 * of site, shopper and month (ShopperSecrets.hash): the same inputs land on the same segment on
 * every instance, so a second spin in the month repeats the first, and nothing the browser sends
 * moves it. Fails only signed out.
 */
export class SpinTheWheel implements UseCase<SpinTheWheelInput, SignInRequired, SpinAnswer> {
  constructor(private readonly deps: { readonly secrets: Pick<ShopperSecrets, 'hash'>; readonly clock: Clock }) {}

  execute({ site, shopper }: SpinTheWheelInput): TaskEither<SignInRequired, SpinAnswer> {
    if (!shopper) return TE.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: 'Sign in to spin the wheel.' });
    const today = localDateTime(this.deps.clock.now(), timeZoneOfState(site.address.state)).date;
    const month = spinMonthOf(today);
    const hash = this.deps.secrets.hash('spin-to-win', `${site.slug}\n${shopper.shopper_id}\n${month}`);
    const { index, reward } = rewardAt(drawOf(hash));
    return TE.right({
      wheel: WHEEL.map(({ id, label }) => ({ id, label })),
      landed: index,
      reward: { id: reward.id, label: reward.label },
      claim_code: claimCodeOf(hash),
      month,
    });
  }
}
