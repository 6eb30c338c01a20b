/** The time, so that use cases and loops can run on a test's clock. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
