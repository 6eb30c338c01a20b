import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { RemoveSavedSearch, SetSavedSearchAlerts } from '../../../application/shoppers/change-saved-search.use-case';
import type { DeleteMyData } from '../../../application/shoppers/delete-my-data.use-case';
import type { EndShopperSession } from '../../../application/shoppers/end-shopper-session.use-case';
import type { GetGarage } from '../../../application/shoppers/get-garage.use-case';
import type { SaveSearch } from '../../../application/shoppers/save-search.use-case';
import type { SetAlertSettings } from '../../../application/shoppers/set-alert-settings.use-case';
import type { AlertSettingsView, DeleteMyDataAnswer, GarageAnswer, SavedSearchView } from '../../../application/shoppers/shopper-contract';
import type { Failure } from '../../../application/shared/use-case';
import { HttpError } from '../http-error';
import { clearSessionCookie, requireCsrf } from '../plugins/shopper-session.plugin';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface GarageRoutesOptions {
  getGarage: Pick<GetGarage, 'execute'>;
  setAlertSettings: Pick<SetAlertSettings, 'execute'>;
  saveSearch: Pick<SaveSearch, 'execute'>;
  setSavedSearchAlerts: Pick<SetSavedSearchAlerts, 'execute'>;
  removeSavedSearch: Pick<RemoveSavedSearch, 'execute'>;
  endSession: Pick<EndShopperSession, 'execute'>;
  deleteMyData: Pick<DeleteMyData, 'execute'>;
  /** Per client IP and site, on every garage call together; default DEFAULT_GARAGE_RATE_LIMIT. */
  rateLimit?: RateLimit;
}

/** The garage page loads once and changes a setting at a time: generous for a person, a ceiling for a script. */
export const DEFAULT_GARAGE_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

const BOOLEAN = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** `POST /api/garage/alerts` (AlertSettingsBody). The email's own rule is the use case's (the lead forms' EmailAddress). */
export const alertSettingsBodySchema = z.strictObject({
  enabled: BOOLEAN('enabled'),
  consent: BOOLEAN('consent').optional(),
  email: z.string({ error: 'email must be text or null' }).max(1_000, 'Please enter a valid email address, e.g. name@example.com.au').nullable().optional(),
});

/** `POST /api/garage/saved-searches` (SaveSearchBody): lengths and paths are the domain's rules (SavedSearchLabel, SavedSearchHref). */
export const saveSearchBodySchema = z.strictObject({
  label: z.string({ error: 'label must be text' }).max(1_000, 'Please keep the name to 120 characters or fewer.'),
  href: z.string({ error: 'href must be text' }).max(4_000, 'Only a search page of this site can be saved.'),
  alerts: BOOLEAN('alerts').optional(),
});

export const searchAlertsBodySchema = z.strictObject({ alerts: BOOLEAN('alerts') });

/** A saved search's or a session's id (a uuid; anything else is simply not found). */
export const idParamsSchema = z.strictObject({ id: z.string().max(100, 'is not an id') });

/** A DELETE takes no input; a body, when sent, is an empty object. */
const noBodySchema = z.strictObject({}).nullish();

const STATUS: Readonly<Record<string, number>> = {
  'AUTH.SIGN_IN_REQUIRED': 401,
  VALIDATION_FAILED: 400,
  'ALERTS.NOT_OFFERED': 404,
  'SAVED_SEARCH.NOT_FOUND': 404,
  'SESSION.NOT_FOUND': 404,
  'SAVED_SEARCHES.LIMIT': 409,
};

/** A use case's failure as the usual error body, with its status. */
function refused(failure: Failure & { readonly fields?: Readonly<Record<string, string>> }): HttpError {
  return new HttpError(STATUS[failure.code] ?? 400, failure.code, failure.message, failure.fields ? { ...failure.fields } : undefined);
}

/**
 * The shopper's garage (issue 14 '/my-garage'; application/shoppers/shopper-contract.ts), every
 * answer personal and never cached:
 * - `GET /api/garage` → GarageAnswer (watchlist, saved searches, reservations, trade-ins, service
 *   bookings found by phone, alert settings, sessions); 401 AUTH.SIGN_IN_REQUIRED;
 * - `POST /api/garage/alerts` {enabled, consent?, email?} → AlertSettingsView; 400
 *   VALIDATION_FAILED (fields.consent: switching on needs the box ticked; fields.email); 404
 *   ALERTS.NOT_OFFERED on a site that sends none;
 * - `POST /api/garage/saved-searches` {label, href, alerts?} → 201 SavedSearchView (200 when the
 *   href was saved before: renamed); 400 (fields.label, fields.href); 409 SAVED_SEARCHES.LIMIT;
 * - `POST /api/garage/saved-searches/:id` {alerts} → SavedSearchView; 404 SAVED_SEARCH.NOT_FOUND;
 * - `DELETE /api/garage/saved-searches/:id` → {removed: true}; 404 SAVED_SEARCH.NOT_FOUND;
 * - `DELETE /api/garage/sessions/:id` → {removed: true} (ending this very session clears its
 *   cookie); 404 SESSION.NOT_FOUND;
 * - `DELETE /api/garage` → DeleteMyDataAnswer, and the session cookie cleared.
 * Every call but the GET needs `x-csrf-token` (403 CSRF.INVALID). The garage answers on every
 * site (choice): features.garage decides whether the /my-garage page exists, but a shopper who
 * signed in to keep a watchlist can always see and delete what the site holds about them.
 * Needs shopperSessionPlugin before it in the scope.
 */
export const garageRoutes: FastifyPluginAsync<GarageRoutesOptions> = async (app, options) => {
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_GARAGE_RATE_LIMIT), name: 'garage' });
  const writes = [rateLimit, requireCsrf];
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/garage', { onRequest: rateLimit }, async (request): Promise<GarageAnswer> => {
    const answer = await options.getGarage.execute({ site: request.site, shopper: await request.shopperSession() })();
    if (E.isLeft(answer)) throw refused(answer.left);
    return answer.right;
  });

  app.post<{ Body: z.output<typeof alertSettingsBodySchema> }>(
    '/api/garage/alerts',
    { schema: { body: alertSettingsBodySchema }, onRequest: writes },
    async (request): Promise<AlertSettingsView> => {
      const { enabled, consent, email } = request.body;
      const answer = await options.setAlertSettings.execute({ site: request.site, shopper: await request.shopperSession(), enabled, consent, email })();
      if (E.isLeft(answer)) throw refused(answer.left);
      return answer.right;
    },
  );

  app.post<{ Body: z.output<typeof saveSearchBodySchema> }>(
    '/api/garage/saved-searches',
    { schema: { body: saveSearchBodySchema }, onRequest: writes },
    async (request, reply): Promise<SavedSearchView> => {
      const { label, href, alerts } = request.body;
      const answer = await options.saveSearch.execute({ site: request.site, shopper: await request.shopperSession(), label, href, alerts })();
      if (E.isLeft(answer)) throw refused(answer.left);
      reply.code(answer.right.created ? 201 : 200);
      return answer.right.search;
    },
  );

  app.post<{ Params: z.output<typeof idParamsSchema>; Body: z.output<typeof searchAlertsBodySchema> }>(
    '/api/garage/saved-searches/:id',
    { schema: { params: idParamsSchema, body: searchAlertsBodySchema }, onRequest: writes },
    async (request): Promise<SavedSearchView> => {
      const answer = await options.setSavedSearchAlerts.execute({
        site: request.site,
        shopper: await request.shopperSession(),
        id: request.params.id,
        alerts: request.body.alerts,
      })();
      if (E.isLeft(answer)) throw refused(answer.left);
      return answer.right;
    },
  );

  app.delete<{ Params: z.output<typeof idParamsSchema> }>(
    '/api/garage/saved-searches/:id',
    { schema: { params: idParamsSchema, body: noBodySchema }, onRequest: writes },
    async (request): Promise<{ removed: true }> => {
      const answer = await options.removeSavedSearch.execute({ site: request.site, shopper: await request.shopperSession(), id: request.params.id })();
      if (E.isLeft(answer)) throw refused(answer.left);
      return answer.right;
    },
  );

  app.delete<{ Params: z.output<typeof idParamsSchema> }>(
    '/api/garage/sessions/:id',
    { schema: { params: idParamsSchema, body: noBodySchema }, onRequest: writes },
    async (request, reply): Promise<{ removed: true }> => {
      const answer = await options.endSession.execute({ site: request.site, shopper: await request.shopperSession(), session_id: request.params.id })();
      if (E.isLeft(answer)) throw refused(answer.left);
      if (answer.right.current) clearSessionCookie(request, reply);
      return { removed: true };
    },
  );

  app.delete('/api/garage', { schema: { body: noBodySchema }, onRequest: writes }, async (request, reply: FastifyReply): Promise<DeleteMyDataAnswer> => {
    const answer = await options.deleteMyData.execute({ site: request.site, shopper: await request.shopperSession() })();
    if (E.isLeft(answer)) throw refused(answer.left);
    clearSessionCookie(request, reply);
    request.log.info({ site: request.site.slug, deleted: answer.right.deleted }, 'shopper deleted their data');
    return answer.right;
  });
};
