/**
 * Shoppers: sign-in by phone with a one-time code and the session it begins; the watchlist,
 * saved searches and their alerts (price drops, sold, new stock; one digest a day), the garage
 * and "my data"; the STOP / START / HELP replies. Routes: `/api/auth/*`, `/api/watchlist*`,
 * `/api/garage*`, the alerts' links; on any host, the SMS provider's inbound webhook.
 */
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { AcceptedTradeInOffers } from '../../application/checkout/accepted-trade-in-offers.port';
import type { EmailSender } from '../../application/notifications/email-sender.port';
import type { SmsSender } from '../../application/notifications/sms-sender.port';
import type { AlertConsentStore } from '../../application/shoppers/alert-consent.port';
import { AlertEmailConfirmations } from '../../application/shoppers/alert-email-confirmations';
import type { AlertEmailTokens } from '../../application/shoppers/alert-email-tokens.port';
import { RemoveSavedSearch, SetSavedSearchAlerts } from '../../application/shoppers/change-saved-search.use-case';
import { ConfirmAlertEmail } from '../../application/shoppers/confirm-alert-email.use-case';
import { DeleteMyData } from '../../application/shoppers/delete-my-data.use-case';
import { EndShopperSession } from '../../application/shoppers/end-shopper-session.use-case';
import type { GarageRecords } from '../../application/shoppers/garage-records.port';
import { GetGarage } from '../../application/shoppers/get-garage.use-case';
import { GetShopperSession } from '../../application/shoppers/get-shopper-session.use-case';
import { HandleInboundSms } from '../../application/shoppers/handle-inbound-sms.use-case';
import { ListWatchlist } from '../../application/shoppers/list-watchlist.use-case';
import { RemoveCarFromWatchlist } from '../../application/shoppers/remove-car-from-watchlist.use-case';
import { RequestSignInCode } from '../../application/shoppers/request-sign-in-code.use-case';
import { SaveCarToWatchlist } from '../../application/shoppers/save-car-to-watchlist.use-case';
import { SaveSearch } from '../../application/shoppers/save-search.use-case';
import type { ShopperSecrets } from '../../application/shoppers/secrets.port';
import { SendShopperAlerts } from '../../application/shoppers/send-shopper-alerts.use-case';
import { SetAlertSettings } from '../../application/shoppers/set-alert-settings.use-case';
import type { ShopperAccounts } from '../../application/shoppers/shopper-accounts.port';
import { ShopperAlertsSweeper } from '../../application/shoppers/shopper-alerts-sweeper';
import type { AlertStore, ShopperMessageOutbox } from '../../application/shoppers/shopper-alerts.port';
import type { ShopperLists } from '../../application/shoppers/shopper-lists.port';
import { SignOut } from '../../application/shoppers/sign-out.use-case';
import { UnsubscribeAlerts } from '../../application/shoppers/unsubscribe-alerts.use-case';
import type { UnsubscribeTokens } from '../../application/shoppers/unsubscribe-tokens.port';
import { VerifySignInCode } from '../../application/shoppers/verify-sign-in-code.use-case';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';
import type { SearchStack } from '../../config/search/search-stack';

export const shoppersModule = featureModule({
  name: 'shoppers',
  async build({ clock, logger, siteOf, sites, settings, port }, _before: object) {
    const cars = await port<CarRepository>(PORTS.CarRepository);
    const accounts = await port<ShopperAccounts>(PORTS.ShopperAccounts);
    const secrets = await port<ShopperSecrets>(PORTS.ShopperSecrets);
    const lists = await port<ShopperLists>(PORTS.ShopperLists);
    const sms = await port<SmsSender>(PORTS.SmsSender);
    const email = await port<EmailSender>(PORTS.EmailSender);
    const alerts = await port<AlertStore & ShopperMessageOutbox>(PORTS.ShopperAlerts);
    const unsubscribeTokens = await port<UnsubscribeTokens>(PORTS.UnsubscribeTokens);
    const alertEmailTokens = await port<AlertEmailTokens>(PORTS.AlertEmailTokens);
    // SMS_REPLY_NUMBER, the number alerts come from (replies STOP); null: each site's sender id.
    const smsReplyNumber = settings.smsReplyNumber ?? null;
    // The consent words promise 'reply STOP' only when texts come from a number that takes replies.
    const smsTakesReplies = smsReplyNumber !== null;
    const sendShopperAlerts = new SendShopperAlerts({
      store: alerts,
      outbox: alerts,
      cars,
      engine: (await port<SearchStack>(PORTS.SearchStack)).engine,
      sites: () => sites,
      siteOf,
      tokens: unsubscribeTokens,
      sms,
      email,
      smsReplyNumber,
      clock,
      logger,
    });
    // New stock for saved searches, one alert digest per shopper a day, and their delivery; every 5 minutes.
    const shopperAlerts = new ShopperAlertsSweeper(sendShopperAlerts, {
      onError: (error) => logger.error({ err: error }, 'alerts pass failed; retrying'),
    });
    return {
      useCases: {
        requestSignInCode: new RequestSignInCode({ accounts, secrets, sms, clock, logger }),
        verifySignInCode: new VerifySignInCode({ accounts, secrets, clock }),
        getShopperSession: new GetShopperSession({ accounts, secrets, clock }),
        signOut: new SignOut({ accounts, secrets }),
        saveCarToWatchlist: new SaveCarToWatchlist({ lists, cars, clock }),
        removeCarFromWatchlist: new RemoveCarFromWatchlist({ lists }),
        listWatchlist: new ListWatchlist({ lists, cars }),
        getGarage: new GetGarage({
          lists,
          records: await port<GarageRecords>(PORTS.GarageRecords),
          cars,
          tradeInOffers: await port<AcceptedTradeInOffers>(PORTS.AcceptedTradeInOffers),
          clock,
          smsTakesReplies,
        }),
        setAlertSettings: new SetAlertSettings({
          lists,
          clock,
          smsTakesReplies,
          // Spam Act s 16: an address given for alerts gets them once its owner confirms it.
          confirmations: new AlertEmailConfirmations({ lists, tokens: alertEmailTokens, email, logger }),
        }),
        saveSearch: new SaveSearch({ lists, clock }),
        setSavedSearchAlerts: new SetSavedSearchAlerts({ lists }),
        removeSavedSearch: new RemoveSavedSearch({ lists }),
        endShopperSession: new EndShopperSession({ lists }),
        deleteMyData: new DeleteMyData({ lists }),
        // STOP / START / HELP texted to the reply number (POST /api/sms/inbound).
        handleInboundSms: new HandleInboundSms({ consent: await port<AlertConsentStore>(PORTS.AlertConsent), siteOf, clock }),
        sendShopperAlerts,
        unsubscribeAlerts: new UnsubscribeAlerts({ tokens: unsubscribeTokens, alerts, clock }),
        confirmAlertEmail: new ConfirmAlertEmail({ tokens: alertEmailTokens, lists, clock }),
      },
      workers: { shopperAlerts },
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { alertsRoutes } = await import('../../adapters/http/routes/alerts.routes');
    const { authRoutes } = await import('../../adapters/http/routes/auth.routes');
    const { garageRoutes } = await import('../../adapters/http/routes/garage.routes');
    const { watchlistRoutes } = await import('../../adapters/http/routes/watchlist.routes');
    await scope.register(authRoutes, {
      requestSignInCode: useCases.requestSignInCode,
      verifySignInCode: useCases.verifySignInCode,
      signOut: useCases.signOut,
      ...optional('rateLimit', http.limit('auth')),
    });
    await scope.register(watchlistRoutes, {
      saveCar: useCases.saveCarToWatchlist,
      removeCar: useCases.removeCarFromWatchlist,
      listWatchlist: useCases.listWatchlist,
      ...optional('rateLimit', http.limit('watchlist')),
    });
    await scope.register(garageRoutes, {
      getGarage: useCases.getGarage,
      setAlertSettings: useCases.setAlertSettings,
      saveSearch: useCases.saveSearch,
      setSavedSearchAlerts: useCases.setSavedSearchAlerts,
      removeSavedSearch: useCases.removeSavedSearch,
      endSession: useCases.endShopperSession,
      deleteMyData: useCases.deleteMyData,
      ...optional('rateLimit', http.limit('garage')),
    });
    // The unsubscribe link of every alert (no session: the signed token is the authority).
    await scope.register(alertsRoutes, {
      unsubscribeAlerts: useCases.unsubscribeAlerts,
      confirmAlertEmail: useCases.confirmAlertEmail,
      ...optional('rateLimit', http.limit('unsubscribe')),
    });
  },
  // The SMS provider's webhook is the deployment's (one reply number for every site), not a dealer's;
  // Twilio signs it with the account's auth token (settings SMS_PROVIDER=twilio), else it answers 404.
  async hostRoutes(scope, useCases, { settings, limit }) {
    const { smsInboundRoutes } = await import('../../adapters/http/routes/sms-inbound.routes');
    const twilio = settings.twilio;
    await scope.register(smsInboundRoutes, {
      handleInboundSms: useCases.handleInboundSms,
      twilio: twilio ? { authToken: twilio.authToken, ...optional('webhookUrl', twilio.webhookUrl) } : null,
      ...optional('rateLimit', limit('smsInbound')),
    });
  },
});
