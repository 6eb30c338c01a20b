/**
 * A feature module: one area of the product (search, leads, trade-in, service, …) declaring
 * what it adds to Caryard — its use cases and the services later modules build on, its
 * background workers, its HTTP routes and its pages. The core
 * (config/core.ts) and the HTTP app (config/app.ts) fold the ordered list in config/modules.ts;
 * the browser's route tree takes every module's pages from `modules/{name}/ui/pages.ts`
 * (ui/app/routes.tsx). No central file lists a module's use cases or routes.
 *
 * Every field is required (`null` or `[]` where a module has none), so the compiler rejects a
 * module that forgets one; `ModuleList.empty().add(…)` rejects a module that needs a use case no
 * earlier module provides. The list ends with `.done()`.
 */
import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../adapters/http/rate-limit';
import type { Clock } from '../application/shared/clock.port';
import type { Logger } from '../application/shared/logger.port';
import type { DealerSite } from '../domain/dealer-site';
import type { Settings } from './runtime/settings';

/** What a module's use cases are made from: the core's shared facts and the ports bound for it. */
export interface ModuleContext {
  readonly settings: Settings;
  /** Every configured site, and the site of a slug. */
  readonly sites: readonly DealerSite[];
  readonly siteOf: (slug: string) => DealerSite | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The adapter bound to a port (keys: config/ports.ts), resolved once; a test's rebind wins. */
  port<T>(key: symbol): Promise<T>;
}

/** A background loop: started by the core's `start()` (in module order), stopped by `close()` (in reverse). */
export interface ModuleWorker {
  start(): void;
  stop(): Promise<void>;
}

/** What a module's `build` gives the core. */
export interface BuiltModule<Adds extends object, Workers extends { readonly [name: string]: ModuleWorker }> {
  /** Its use cases (and the services later modules build on), merged into the core's `useCases`. */
  readonly useCases: Adds;
  /** Its background loops, merged into the core's `workers`. */
  readonly workers: Workers;
  /**
   * Starts its workers when the core starts serving (default: each in turn). A module uses it to
   * prepare first (the lead outbox releases a dead predecessor's claims) or to keep one off by a setting.
   */
  readonly start: (() => Promise<void>) | null;
}

/** What the HTTP app gives a module's routes besides the use cases. */
export interface ModuleHttpContext {
  readonly settings: Settings;
  /** The rate limit a caller set for a route family (HttpAppOptions.rateLimits), else the route's own default. */
  limit(family: string): RateLimit | undefined;
}

/** Registers routes (Fastify plugins) on a scope, given every use case of the modules up to this one. */
export type ModuleRoutes<UseCases> = ((scope: FastifyInstance, useCases: UseCases, http: ModuleHttpContext) => Promise<void>) | null;

export interface FeatureModule<Needs extends object, Adds extends object, Workers extends { readonly [name: string]: ModuleWorker }> {
  /** The area's name (its folder under modules/). */
  readonly name: string;
  /** Its use cases and workers, made from its ports and the use cases of the modules before it. */
  readonly build: (context: ModuleContext, before: Needs) => Promise<BuiltModule<Adds, Workers>>;
  /** Routes on every site's host: the tenancy plugin has set `request.site`, the session plugin `request.shopperSession()`. */
  readonly siteRoutes: ModuleRoutes<Needs & Adds>;
  /** Routes that answer on any host (a provider's webhook, content-hashed images): the deployment's, not a dealer's. */
  readonly hostRoutes: ModuleRoutes<Needs & Adds>;
}

type AnyWorkers = { readonly [name: string]: ModuleWorker };
/** A module with its types forgotten, as the list keeps it. */
export type AnyFeatureModule = FeatureModule<never, object, AnyWorkers>;

/**
 * The ordered module list: `ModuleList.empty().add(a).add(b).done()`. Each `add` is checked by the compiler:
 * the module's `Needs` must be among the use cases the earlier modules added.
 */
export class ModuleList<UseCases extends object, Workers extends AnyWorkers> {
  /** Never set: carries what the list adds up to, for UseCasesOf and WorkersOf. */
  declare readonly gathered?: { readonly useCases: UseCases; readonly workers: Workers };

  private constructor(readonly modules: readonly AnyFeatureModule[]) {}

  static empty(): ModuleList<object, object & AnyWorkers> {
    return new ModuleList([]);
  }

  add<Needs extends object, Adds extends object, W extends AnyWorkers>(
    module: FeatureModule<Needs, Adds, W> & (UseCases extends Needs ? unknown : { readonly missingUseCases: Exclude<keyof Needs, keyof UseCases> }),
  ): ModuleList<UseCases & Adds, Workers & W> {
    return new ModuleList([...this.modules, module as unknown as AnyFeatureModule]);
  }

  /** Ends the list (its last line, so adding a module is one line above it): names must differ, as they name folders. */
  done(): this {
    const names = this.modules.map((module) => module.name);
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice !== undefined) throw new Error(`Two feature modules are named '${twice}'`);
    return this;
  }
}

type Gathering = { readonly gathered?: { readonly useCases: object; readonly workers: object } };

/** The use cases a module list adds up to (the core's `useCases`). */
export type UseCasesOf<L extends Gathering> = NonNullable<L['gathered']>['useCases'];
/** The workers a module list adds up to (the core's `workers`). */
export type WorkersOf<L extends Gathering> = NonNullable<L['gathered']>['workers'];

/** Declares a module (the type parameters come from the object: no annotation needed). */
export function featureModule<Needs extends object, Adds extends object, W extends AnyWorkers>(
  module: FeatureModule<Needs, Adds, W>,
): FeatureModule<Needs, Adds, W> {
  return module;
}

/** `{ [key]: value }` when there is a value, else `{}`: an option passed on only when set. */
export function optional<K extends string, V>(key: K, value: V | undefined): { readonly [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { readonly [P in K]?: V });
}
