/**
 * Keeps a lead form supplied with a usable form token (issue 10) in the browser: fetches one
 * when the form is shown, fetches a new one before it expires, and on submit hands over a
 * token the server will take — waiting out what is left of the minimum fill time rather than
 * having a quick shopper refused. Times are measured on the browser's clock from when each token
 * arrived, using only the server's durations (usable after, expires after), so a browser clock
 * that is wrong by hours does not matter.
 */
import type { FormTokenAnswer } from '../client/lead-forms-client.port';

/** Fetch a new token this long before the current one expires (and treat it as expired then). */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1_000;
/** Wait this much beyond the token's usable time: instances' clocks may differ a little. */
export const USABLE_MARGIN_MS = 250;

export interface FormTokenKeeperDeps {
  /** `GET /api/form-token` (LeadFormsClient.formToken); rejects on failure. */
  fetchToken: () => Promise<FormTokenAnswer>;
  /** Epoch ms; default Date.now (it keeps counting while a laptop sleeps). */
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface HeldToken {
  readonly token: string;
  /** On the browser's clock. */
  readonly usableAt: number;
  readonly staleAt: number;
}

export class FormTokenKeeper {
  readonly #deps: Required<FormTokenKeeperDeps>;
  #held: HeldToken | null = null;
  #fetching: Promise<HeldToken> | null = null;
  #refreshTimer: unknown = null;
  #stopped = false;

  constructor(deps: FormTokenKeeperDeps) {
    this.#deps = {
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...deps,
    };
  }

  /** The form is shown: fetch a token now. A failure is not reported here: `usableToken` tries again. */
  start(): void {
    this.#stopped = false;
    this.#fetch().catch(() => {});
  }

  /** The form is gone: no more fetching. */
  stop(): void {
    this.#stopped = true;
    this.#clearRefresh();
  }

  /**
   * The server refused the token (LEAD.CAPTCHA_FAILED: expired while the tab slept, say):
   * forget it, so the next submission fetches another.
   */
  discard(): void {
    this.#held = null;
    this.#clearRefresh();
  }

  /**
   * A token the server takes now: the held one, or a new one when there is none or it is
   * (about to be) stale; resolves once it is usable. Rejects when a token cannot be fetched.
   * Each token is handed out once (issue 30: the server takes a token for one lead), and the
   * next is fetched at once, so the form's next step has one ready.
   */
  async usableToken(wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => this.#deps.setTimer(resolve, ms))): Promise<string> {
    let held = this.#held;
    if (!held || this.#deps.now() >= held.staleAt) held = await this.#fetch();
    const remaining = held.usableAt - this.#deps.now();
    if (remaining > 0) await wait(remaining);
    if (this.#held === held) this.discard();
    if (!this.#stopped) this.#fetch().catch(() => {});
    return held.token;
  }

  /** One fetch at a time: a submit while the mount's fetch is on its way waits for that one. */
  #fetch(): Promise<HeldToken> {
    if (this.#fetching) return this.#fetching;
    const fetching = this.#load();
    this.#fetching = fetching;
    const done = () => {
      if (this.#fetching === fetching) this.#fetching = null;
    };
    fetching.then(done, done);
    return fetching;
  }

  async #load(): Promise<HeldToken> {
    const answer = await this.#deps.fetchToken();
    const arrived = this.#deps.now();
    const issued = Date.parse(answer.issued_at);
    const held: HeldToken = {
      token: answer.token,
      usableAt: arrived + Math.max(0, Date.parse(answer.usable_from) - issued) + USABLE_MARGIN_MS,
      staleAt: arrived + Math.max(0, Date.parse(answer.expires_at) - issued - REFRESH_BEFORE_EXPIRY_MS),
    };
    this.#held = held;
    this.#scheduleRefresh(held);
    return held;
  }

  #scheduleRefresh(held: HeldToken): void {
    this.#clearRefresh();
    if (this.#stopped) return;
    this.#refreshTimer = this.#deps.setTimer(
      () => {
        this.#refreshTimer = null;
        if (!this.#stopped) this.#fetch().catch(() => {});
      },
      Math.max(0, held.staleAt - this.#deps.now()),
    );
  }

  #clearRefresh(): void {
    if (this.#refreshTimer !== null) this.#deps.clearTimer(this.#refreshTimer);
    this.#refreshTimer = null;
  }
}
