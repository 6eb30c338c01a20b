import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { marketPriceBadge } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

const withMarket = (price: number, average: number, stateAverage: number) =>
  aCar()
    .withPrice(price)
    .with({ autograb_data: { average_market_price: average, state_average_market_price: stateAverage } })
    .build();

describe('market-price badge (spec 1 §5, §9)', () => {
  it('shows when the market average minus price is more than 499 and price is below the state average', () => {
    expect(marketPriceBadge(withMarket(28_000, 28_500, 29_000))).toEqual(O.some({ belowAverageBy: 500 }));
  });

  it('hides at exactly 499 below the average', () => {
    expect(marketPriceBadge(withMarket(28_001, 28_500, 29_000))).toEqual(O.none);
  });

  it('hides when price is not below the state average', () => {
    expect(marketPriceBadge(withMarket(28_000, 30_000, 28_000))).toEqual(O.none);
  });

  it('hides without market data or without a price', () => {
    expect(marketPriceBadge(aCar().with({ autograb_data: null }).build())).toEqual(O.none);
    expect(marketPriceBadge(withMarket(0, 30_000, 31_000))).toEqual(O.none);
  });

  it('measures the cash price the shopper can pay: an offer price, never a weekly subscription', () => {
    const offered = aCar()
      .withPrice(30_000)
      .with({ offer_price: 27_000, autograb_data: { average_market_price: 28_000, state_average_market_price: 29_000 } })
      .build();
    expect(marketPriceBadge(offered)).toEqual(O.some({ belowAverageBy: 1_000 }));
    const subscribed = aCar()
      .withPrice(30_000)
      .with({ subscription_price: 258, autograb_data: { average_market_price: 28_000, state_average_market_price: 29_000 } })
      .build();
    expect(marketPriceBadge(subscribed)).toEqual(O.none);
  });
});
