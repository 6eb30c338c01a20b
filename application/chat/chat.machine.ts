/**
 * The vehicle page's Instant Message chat (spec 1 §2 'Enquire Now or Instant Message (chat,
 * only when the chat bot is configured and allowed)'; spec 2 §7: "the chat widgets make no
 * network calls of their own"). The bot answers from the page's own data — the facts the
 * page passes in — and hands anything else over to the dealer's team through the enquiry form.
 *
 *   chatting ──ASK(quick reply)──▶ chatting (the answer from the page's facts)
 *      └──SAY(free text)──▶ handingOver ("I'll pass that to our team")
 *   handingOver: the enquiry form, its message the transcript ──DELIVERED──▶ delivered
 *   delivered ("the team will reply"): ASK still answered; SAY hands over again
 *
 * No side effects: the lead is sent by the lead form machine (application/leads), which
 * reports back with DELIVERED. Imports only xstate and the domain.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { SOLD_MESSAGE, type Availability } from '../../domain/vehicle/availability';
import { priceLabel, wasPriceLabel, type PriceDisplay } from '../../domain/vehicle/price-display';

export type ChatTopic = 'availability' | 'price' | 'finance' | 'test-drive' | 'trade-in' | 'hours';

/** The quick replies, in the order offered; the label is also the shopper's line. */
export const QUICK_REPLIES: readonly { readonly topic: ChatTopic; readonly label: string }[] = [
  { topic: 'availability', label: 'Is it still available?' },
  { topic: 'price', label: 'What’s the price?' },
  { topic: 'finance', label: 'Finance options' },
  { topic: 'test-drive', label: 'Book a test drive' },
  { topic: 'trade-in', label: 'Trade in my car' },
  { topic: 'hours', label: 'Opening hours' },
];

/** The page's finance estimate (spec 2 §4), as the sidebar shows it. */
export interface ChatFinance {
  readonly weeklyText: string;
  readonly interestRate: number;
  readonly comparisonRate: number;
}

/** Today's hours at the car's location (domain/locations hoursOn). */
export interface ChatHours {
  readonly locationName: string;
  /** '8:30am - 5:30pm', or the site's closed text. */
  readonly hours: string;
  readonly open: boolean;
  /** A special (holiday) entry, not the weekly hours. */
  readonly special: boolean;
}

/** What the bot knows: the page's data, worked out by the domain's rules (chat-facts.ts). */
export interface ChatFacts {
  readonly siteName: string;
  readonly carName: string;
  readonly carSlug: string;
  readonly availability: Availability;
  readonly reserved: boolean;
  /** The sidebar's price (spec 1 §4 precedence); null for a car no longer for sale. */
  readonly price: PriceDisplay | null;
  readonly priceType: string | null;
  /** The page's weekly estimate; null where the page shows none. */
  readonly finance: ChatFinance | null;
  /** null when the site does not list the car's location. */
  readonly hours: ChatHours | null;
  readonly phone: string | null;
}

export interface ChatLink {
  readonly href: string;
  readonly label: string;
}

export interface ChatMessage {
  readonly id: number;
  readonly from: 'shopper' | 'bot';
  readonly text: string;
  readonly link?: ChatLink;
}

export interface ChatContext {
  readonly facts: ChatFacts;
  readonly messages: readonly ChatMessage[];
  /** The last message already sent to the team (0: none): a later hand-over sends only what followed. */
  readonly sentUpTo: number;
}

export type ChatEvent =
  | { type: 'ASK'; topic: ChatTopic }
  | { type: 'SAY'; text: string }
  /** The page's data changed (spec 1 §7 view.json: newer live price or status). */
  | { type: 'FACTS'; facts: ChatFacts }
  /** The hand-over's lead was accepted (POST /api/leads answered with a lead_id). */
  | { type: 'DELIVERED' };

/** A typed line is cut to this length (the lead's whole message allows 5000). */
export const CHAT_LINE_MAX = 1_000;
/** The lead's message limit (adapters/http leads route: message at most 5000 characters). */
export const TRANSCRIPT_MAX = 5_000;
export const TRANSCRIPT_HEADING = 'From the Instant Message chat:';
export const FINANCE_CALCULATOR_HREF = '#finance-calculator';
export const TRADE_IN_HREF = '/trade-in';
export const testDriveHref = (slug: string): string => `/book-test-drive?car_id=${encodeURIComponent(slug)}`;

export const greeting = (facts: Pick<ChatFacts, 'siteName' | 'carName'>): string =>
  `Hi! Welcome to ${facts.siteName}. Ask me about the ${facts.carName}: pick a question below or type your own.`;
export const HAND_OVER_TEXT = 'Thanks! I’ll pass that to our team. Leave your details below and they’ll reply by email or phone.';
export const DELIVERED_TEXT = 'Sent! Our team has your message and will reply soon by email or phone.';

type Reply = Pick<ChatMessage, 'text' | 'link'>;

function availabilityAnswer(facts: ChatFacts): Reply {
  switch (facts.availability._tag) {
    case 'InStock':
      return facts.reserved
        ? { text: `The ${facts.carName} is in stock but currently reserved. Leave us a message and we’ll tell you if it becomes available.` }
        : { text: `Yes, the ${facts.carName} is in stock and available now.` };
    case 'ComingSoon':
      return { text: `The ${facts.carName} is coming soon: it’s on its way to us and can be secured now.` };
    case 'Unavailable':
      return { text: `${SOLD_MESSAGE} We can find you something similar: leave us a message.` };
  }
}

function priceAnswer(facts: ChatFacts): Reply {
  const price = facts.price;
  if (price === null) return { text: SOLD_MESSAGE };
  const label = priceLabel(price);
  switch (price._tag) {
    case 'Subscription':
      return { text: `The ${facts.carName} is ${label} on an all-inclusive subscription.` };
    case 'Offer':
    case 'Price': {
      const type = facts.priceType?.trim() ? ` ${facts.priceType.trim()}` : '';
      const was = wasPriceLabel(price);
      return { text: `The ${facts.carName} is ${label}${type}${was ? `, down from ${was}` : ''}.` };
    }
    case 'Preorder':
      return { text: `The ${facts.carName} is available to preorder. Send us a message and our team will quote you.` };
    case 'NoPrice':
      return { text: `${label} Send us a message and our team will quote you.` };
  }
}

function financeAnswer(facts: ChatFacts): Reply {
  const link = { href: FINANCE_CALCULATOR_HREF, label: 'Open the finance calculator' };
  const f = facts.finance;
  if (f === null) return { text: `Work out repayments on the ${facts.carName} with your own deposit and term in our finance calculator.`, link };
  return {
    text: `Finance from ${f.weeklyText} a week at ${f.interestRate}% p.a. (comparison rate ${f.comparisonRate}% p.a.)*. Try your own deposit and term in the finance calculator.`,
    link,
  };
}

function hoursAnswer(facts: ChatFacts): Reply {
  const h = facts.hours;
  if (h === null)
    return { text: facts.phone ? `Call us on ${facts.phone} for today’s opening hours.` : 'Leave us a message and our team will tell you when we’re open.' };
  const today = h.open ? `open ${h.hours} today` : `${h.hours.toLowerCase()} today`;
  return { text: `${h.locationName} is ${today}${h.special ? ' (holiday hours)' : ''}.` };
}

/** The bot's answer to a quick reply, from the page's facts only. */
export function chatAnswer(topic: ChatTopic, facts: ChatFacts): Reply {
  switch (topic) {
    case 'availability':
      return availabilityAnswer(facts);
    case 'price':
      return priceAnswer(facts);
    case 'finance':
      return financeAnswer(facts);
    case 'test-drive':
      return {
        text: `Choose a time that suits you and we’ll have the ${facts.carName} ready.`,
        link: { href: testDriveHref(facts.carSlug), label: 'Book a test drive' },
      };
    case 'trade-in':
      return {
        text: `Value your car online in a couple of minutes and put it towards the ${facts.carName}.`,
        link: { href: TRADE_IN_HREF, label: 'Value my trade-in' },
      };
    case 'hours':
      return hoursAnswer(facts);
  }
}

/**
 * The hand-over's message: the shopper's own lines under a heading. Choices: only the shopper's
 * lines (the bot's answers are the page's data, which the team has), only those after the last
 * delivered hand-over (the team has the earlier ones), and past the lead's message limit the
 * earliest lines go first.
 */
export function chatTranscript(context: Pick<ChatContext, 'messages' | 'sentUpTo'>): string {
  const lines = context.messages.filter((m) => m.from === 'shopper' && m.id > context.sentUpTo).map((m) => `- ${m.text}`);
  while (lines.length > 1 && [TRANSCRIPT_HEADING, ...lines].join('\n').length > TRANSCRIPT_MAX) lines.shift();
  return [TRANSCRIPT_HEADING, ...lines].join('\n').slice(0, TRANSCRIPT_MAX);
}

const lineOf = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, CHAT_LINE_MAX);

function withMessages(messages: readonly ChatMessage[], ...added: Omit<ChatMessage, 'id'>[]): ChatMessage[] {
  let id = (messages.at(-1)?.id ?? 0) + 1;
  return [...messages, ...added.map((m) => ({ ...m, id: id++ }))];
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { facts: ChatFacts },
  },
  actions: {
    answer: assign(({ context, event }) => {
      if (event.type !== 'ASK') return {};
      const label = QUICK_REPLIES.find((q) => q.topic === event.topic)?.label ?? event.topic;
      return { messages: withMessages(context.messages, { from: 'shopper', text: label }, { from: 'bot', ...chatAnswer(event.topic, context.facts) }) };
    }),
    passToTeam: assign(({ context, event }) => {
      if (event.type !== 'SAY') return {};
      return { messages: withMessages(context.messages, { from: 'shopper', text: lineOf(event.text) }, { from: 'bot', text: HAND_OVER_TEXT }) };
    }),
    confirmDelivery: assign(({ context }) => {
      const messages = withMessages(context.messages, { from: 'bot', text: DELIVERED_TEXT });
      return { messages, sentUpTo: messages.at(-1)?.id ?? 0 };
    }),
    updateFacts: assign(({ event }) => (event.type === 'FACTS' ? { facts: event.facts } : {})),
  },
  guards: {
    saysSomething: ({ event }) => event.type === 'SAY' && lineOf(event.text) !== '',
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ facts: input.facts, messages: [{ id: 1, from: 'bot', text: greeting(input.facts) }], sentUpTo: 0 }),
  initial: 'chatting',
  // The quick replies are answered whatever the step, from the latest facts.
  on: { ASK: { actions: 'answer' }, FACTS: { actions: 'updateFacts' } },
  states: {
    chatting: {
      on: { SAY: { guard: 'saysSomething', target: 'handingOver', actions: 'passToTeam' } },
    },
    handingOver: {
      on: { DELIVERED: { target: 'delivered', actions: 'confirmDelivery' } },
    },
    delivered: {
      on: { SAY: { guard: 'saysSomething', target: 'handingOver', actions: 'passToTeam' } },
    },
  },
});

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** The enquiry form shows while the chat hands over to the team. */
export const isHandingOver = (snapshot: ChatSnapshot): boolean => snapshot.matches('handingOver');
