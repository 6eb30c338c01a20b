/**
 * `caryard leads list` and `caryard leads redeliver`: the ListLeads and RedeliverLead use
 * cases, then — for a redelivery — one pass of the outbox (DeliverPendingLeads), so the lead
 * has gone out, or has failed and is due again, before the command exits. `caryard leads key`
 * (issue 30): the site's lead API key on this deployment.
 */
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { LeadChannelStatus, LeadListEntry } from '../../application/leads/lead-repository.port';
import { DEFAULT_LEAD_LIST_LIMIT, MAX_LEAD_LIST_LIMIT } from '../../application/leads/list-leads.use-case';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { localDateTime, timeZoneOfState } from '../../domain/locations/time-zone';
import type { CaryardCore } from '../core';
import type { Settings } from '../runtime/settings';
import { fromUseCase, usageError, type CliFailure, type CliOutput } from './cli-failure';
import { withCore } from './cli-core';
import { readArgs, validate } from './options';
import { siteSlug, unknownSite } from './site-option';
import { formatTable } from './table';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const SINCE_HELP = 'must be a date (2026-03-01: from the start of that day at the site) or an instant with its zone (2026-03-01T09:00:00+10:00)';

const listSchema = z.object({
  site: siteSlug,
  since: z
    .string({ error: (issue) => (issue.input === undefined ? `is required: ${SINCE_HELP.replace(/^must be /, '')}` : SINCE_HELP) })
    .refine((value) => (DATE.test(value) ? isCalendarDate(value) : INSTANT.test(value) && !Number.isNaN(Date.parse(value))), SINCE_HELP),
  limit: z
    .string()
    .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_LEAD_LIST_LIMIT}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `must be a whole number from 1 to ${MAX_LEAD_LIST_LIMIT}`)
        .max(MAX_LEAD_LIST_LIMIT, `must be a whole number from 1 to ${MAX_LEAD_LIST_LIMIT}`),
    )
    .optional(),
  json: z.boolean().default(false),
});

export async function leadsCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const [sub, ...rest] = args;
  if (sub === 'list') return listCommand(rest, settings);
  if (sub === 'redeliver') return redeliverCommand(rest, settings);
  if (sub === 'key') return keyCommand(rest, settings);
  return E.left(
    usageError(sub === undefined ? 'leads: name a subcommand, list, redeliver or key' : `leads: unknown subcommand '${sub}' (list, redeliver or key)`, true),
  );
}

/** issue 30: this deployment's lead API key for a site (another channel's key instead of a form token). */
async function keyCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const parsed = readArgs('leads key', args, { site: { type: 'string' }, json: { type: 'boolean' } });
  if (E.isLeft(parsed)) return parsed;
  const { values } = parsed.right;
  if (typeof values.site !== 'string') return E.left(usageError('leads key: give --site SLUG', true));
  const slug = values.site;
  return withCore(settings, { start: false }, async (core) => {
    const site = core.siteOf(slug);
    if (!site) return E.left(unknownSite(core, slug));
    const key = await core.useCases.leadApiKeys.rotate(site.slug);
    return E.right({
      text: `New lead API key for ${site.slug} on this deployment (shown once; the site's earlier keys no longer work):\n${key}\nSend it as 'Authorization: Bearer {key}' or 'X-Api-Key: {key}' with POST /api/leads instead of a form token.`,
      json: { site_slug: site.slug, key },
      asJson: values.json === true,
    });
  });
}

async function listCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const parsed = readArgs('leads list', args, { site: { type: 'string' }, since: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } });
  if (E.isLeft(parsed)) return parsed;
  const options = validate('leads list', listSchema, parsed.right.values);
  if (E.isLeft(options)) return options;
  const { site: slug, since: sinceText, limit, json: asJson } = options.right;

  // Leads are read from the database alone: no start, no search index.
  return withCore(settings, { start: false }, async (core) => {
    const site = core.siteOf(slug);
    if (!site) return E.left(unknownSite(core, slug));
    const timeZone = siteTimeZone(site);
    const since = DATE.test(sinceText) ? startOfDay(sinceText, timeZone) : new Date(sinceText);
    const answer = await core.useCases.listLeads.execute({ site, since, ...(limit !== undefined ? { limit } : {}) })();
    if (E.isLeft(answer)) return E.left(fromUseCase(answer.left));
    const leads = answer.right;
    const sinceLabel = `${wallClock(since, timeZone)} ${timeZone}`;
    let footer = `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} on ${site.slug} since ${sinceLabel}`;
    if (leads.length === (limit ?? DEFAULT_LEAD_LIST_LIMIT)) {
      footer += `; the limit was reached: list on with --since ${leads.at(-1)!.created_at}`;
    }
    const table = formatTable(
      [
        { header: `received (${timeZone})`, cell: (l: LeadListEntry) => wallClock(new Date(l.created_at), timeZone) },
        { header: 'lead id', cell: (l) => l.lead_id },
        { header: 'category', cell: (l) => l.category },
        { header: 'name', cell: (l) => l.name },
        { header: 'email', cell: (l) => l.email },
        { header: 'phone', cell: (l) => l.phone },
        { header: 'car', cell: (l) => (l.car_id === null ? '' : String(l.car_id)), align: 'right' },
        { header: 'delivery', cell: (l) => (l.deliveries.length === 0 ? 'no channel' : l.deliveries.map(deliveryText).join(', ')) },
      ],
      leads,
    );
    return E.right({ text: leads.length > 0 ? `${table}\n${footer}` : footer, json: { site: site.slug, since: since.toISOString(), leads }, asJson });
  });
}

async function redeliverCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const parsed = readArgs('leads redeliver', args, { json: { type: 'boolean' } }, 1);
  if (E.isLeft(parsed)) return parsed;
  const leadId = parsed.right.positionals[0];
  const asJson = parsed.right.values.json === true;
  if (leadId === undefined || leadId.trim() === '') return E.left(usageError('leads redeliver: name the lead: caryard leads redeliver LEAD_ID'));

  return withCore(settings, { start: false }, async (core) => {
    const queued = await core.useCases.redeliverLead.execute({ leadId })();
    if (E.isLeft(queued)) return E.left(fromUseCase(queued.left));
    const { lead_id, site_slug, created_at, channels } = queued.right;
    // One pass of the outbox, as the dispatcher of a running server would make.
    const pass = E.toUnion(await core.useCases.deliverPendingLeads.execute()());
    const deliveries = await deliveriesOf(core, site_slug, lead_id, created_at);
    const undelivered = deliveries.filter((d) => d.status !== 'delivered');
    const lines = [
      `Lead ${lead_id} (${site_slug}) queued again on ${channels.length === 0 ? 'no channel: its site chose none' : channels.map((c) => `${c.channel} to ${c.destination}`).join(', ')}.`,
      `Outbox pass: ${pass.claimed} claimed, ${pass.delivered} delivered, ${pass.failed} failed.`,
    ];
    if (deliveries.length > 0) {
      lines.push(
        formatTable(
          [
            { header: 'channel', cell: (d: LeadChannelStatus) => d.channel },
            { header: 'destination', cell: (d) => d.destination },
            { header: 'status', cell: (d) => d.status },
            { header: 'attempts', cell: (d) => String(d.attempts), align: 'right' },
            { header: 'last error', cell: (d) => d.last_error ?? '' },
          ],
          deliveries,
        ),
      );
    }
    if (undelivered.length > 0) lines.push('Not delivered yet: the outbox retries it (a running server, or this command again).');
    return E.right({
      text: lines.join('\n'),
      json: { lead_id, site: site_slug, requeued: channels, pass, deliveries },
      asJson,
      exitCode: undelivered.length > 0 ? 1 : 0,
    });
  });
}

/** The lead's deliveries as they stand, read through ListLeads from the instant it was stored. */
async function deliveriesOf(core: CaryardCore, siteSlug: string, leadId: string, createdAt: string): Promise<LeadChannelStatus[]> {
  const site = core.siteOf(siteSlug);
  // A site no longer configured: the pass has already recorded why it could not deliver.
  if (!site) return [];
  const listed = await core.useCases.listLeads.execute({ site, since: new Date(createdAt), limit: 50 })();
  return E.isRight(listed) ? (listed.right.find((l) => l.lead_id === leadId)?.deliveries ?? []) : [];
}

function deliveryText(d: LeadChannelStatus): string {
  if (d.status === 'delivered') return `${d.channel} delivered`;
  return `${d.channel} pending${d.attempts > 0 ? ` (${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}${d.last_error ? `: ${d.last_error}` : ''})` : ''}`;
}

/** The zone of the site's own address: "since 1 March" is the dealer's 1 March. */
const siteTimeZone = (site: Pick<DealerSite, 'address'>): string => timeZoneOfState(site.address.state);

const isCalendarDate = (date: string): boolean => {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
};

/** '2026-03-01 09:30' on the wall clocks of `timeZone`. */
function wallClock(instant: Date, timeZone: string): string {
  const local = localDateTime(instant, timeZone);
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${local.date} ${hh}:${mm}`;
}

/**
 * The instant a calendar day starts in `timeZone`. Australian clocks change at 2 or 3 am, so
 * midnight exists once every day; the offset is read at the first guess and read again there.
 */
export function startOfDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (t: number): number => {
    const local = localDateTime(new Date(t), timeZone);
    return Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 - t;
  };
  const first = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(first));
}
