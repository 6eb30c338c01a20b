/**
 * The Instant Message chat without React (STYLE "Machines tested without React"): each quick
 * reply answered from purpose-made car data by the domain's rules, free text handed over to
 * the team, and the transcript the enquiry form is prefilled with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatFacts, type ChatPageData } from '../../../application/chat/chat-facts';
import {
  CHAT_LINE_MAX,
  chatMachine,
  chatTranscript,
  DELIVERED_TEXT,
  HAND_OVER_TEXT,
  isHandingOver,
  QUICK_REPLIES,
  TRANSCRIPT_HEADING,
  TRANSCRIPT_MAX,
  type ChatMessage,
  type ChatTopic,
} from '../../../application/chat/chat.machine';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

// Friday 4 July 2025, midday in Brisbane (02:00 UTC).
const FRIDAY_NOON_BRISBANE = new Date('2025-07-04T02:00:00Z');

type Site = ChatPageData['site'];

const brisbaneNorth: Site['locations'][number] = {
  id: 7,
  name: 'Brisbane North',
  address: { street: '1 Gympie Rd', city: 'Chermside', state: 'QLD', postcode: '4032', lat: -27.385, long: 153.031 },
  contact_detail: {
    phone: '07 3000 0000',
    opening_hours: [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' })),
      { weekday: 6, status: 'open' as const, open: '09:00', close: '13:00' },
      { weekday: 0, status: 'closed' as const },
    ],
  },
  special_hours: [{ status: 'open', date: '2025-12-24', start_hour: '09:00', end_hour: '12:00', department: 'all', location_name: 'Brisbane North' }],
};

const aSite = (fields: Partial<Site> = {}): Site => ({
  name: 'Harbour Motors',
  features: { subscriptions: false },
  labels: { noPriceText: 'Enquire for price.' },
  locations: [brisbaneNorth],
  ...fields,
});

const WEEKLY = { weeklyText: '$141', interestRate: 7.49, comparisonRate: 8.55 };

function page(car: Car, fields: Partial<ChatPageData> = {}): ChatPageData {
  return { car, site: aSite(), finance: WEEKLY, phone: '07 3000 0000', now: FRIDAY_NOON_BRISBANE, ...fields };
}

function startChat(data: ChatPageData) {
  const actor = createActor(chatMachine, { input: { facts: chatFacts(data) } });
  actor.start();
  return actor;
}

/** The bot's answer to one quick reply on a fresh chat. */
function answerTo(topic: ChatTopic, data: ChatPageData): ChatMessage {
  const actor = startChat(data);
  actor.send({ type: 'ASK', topic });
  const messages = actor.getSnapshot().context.messages;
  expect(messages.at(-2)).toMatchObject({ from: 'shopper', text: QUICK_REPLIES.find((q) => q.topic === topic)?.label });
  const answer = messages.at(-1);
  if (!answer || answer.from !== 'bot') throw new Error('no answer');
  return answer;
}

const corolla = () => aCar().withSlug('2021-toyota-corolla-ascent-sport').withMakeModel('Toyota', 'Corolla').withYear(2021).withPrice(28_990);
const NAME = '2021 Toyota Corolla Ascent Sport';

describe('the chat greets and answers each quick reply from the page’s data (spec 1 §2; spec 2 §7: no calls of its own)', () => {
  it('greets the shopper with the site and the car', () => {
    const [greeting] = startChat(page(corolla().build())).getSnapshot().context.messages;
    expect(greeting).toEqual({ id: 1, from: 'bot', text: `Hi! Welcome to Harbour Motors. Ask me about the ${NAME}: pick a question below or type your own.` });
  });

  it('"Is it still available?" follows the car’s status (in stock, reserved, coming soon, sold)', () => {
    expect(answerTo('availability', page(corolla().build())).text).toBe(`Yes, the ${NAME} is in stock and available now.`);
    expect(answerTo('availability', page(corolla().with({ reserved: true }).build())).text).toMatch(/is in stock but currently reserved/);
    expect(answerTo('availability', page(corolla().comingSoon().build())).text).toBe(
      `The ${NAME} is coming soon: it’s on its way to us and can be secured now.`,
    );
    expect(answerTo('availability', page(corolla().sold().build())).text).toMatch(/^This vehicle has recently sold\./);
  });

  it('"What’s the price?" takes the sidebar’s precedence: an offer over the price, with the was-price', () => {
    expect(answerTo('price', page(corolla().build())).text).toBe(`The ${NAME} is $28,990 Drive Away.`);
    const offer = corolla().with({ offer_price: 26_990, before_price: 29_990 }).build();
    expect(answerTo('price', page(offer)).text).toBe(`The ${NAME} is $26,990 Drive Away, down from $29,990.`);
  });

  it('"What’s the price?" gives the weekly subscription where the site offers it, else the no-price text', () => {
    const subscribed = corolla().with({ subscription_price: 189 }).build();
    expect(answerTo('price', page(subscribed, { site: aSite({ features: { subscriptions: true } }) })).text).toBe(
      `The ${NAME} is $189 per week on an all-inclusive subscription.`,
    );
    expect(answerTo('price', page(subscribed)).text).toBe(`The ${NAME} is $28,990 Drive Away.`);
    const unpriced = corolla().withPrice(0).build();
    expect(answerTo('price', page(unpriced, { site: aSite({ labels: { noPriceText: 'Call for price.' } }) })).text).toBe(
      'Call for price. Send us a message and our team will quote you.',
    );
  });

  it('"Finance options" gives the page’s weekly estimate, or links to the calculator without one', () => {
    const withEstimate = answerTo('finance', page(corolla().build()));
    expect(withEstimate.text).toBe(
      'Finance from $141 a week at 7.49% p.a. (comparison rate 8.55% p.a.)*. Try your own deposit and term in the finance calculator.',
    );
    expect(withEstimate.link).toEqual({ href: '#finance-calculator', label: 'Open the finance calculator' });
    const without = answerTo('finance', page(corolla().build(), { finance: null }));
    expect(without.text).not.toMatch(/\$/);
    expect(without.link?.href).toBe('#finance-calculator');
  });

  it('"Book a test drive" and "Trade in my car" link to their pages, the test drive with the car', () => {
    expect(answerTo('test-drive', page(corolla().build())).link).toEqual({
      href: '/book-test-drive?car_id=2021-toyota-corolla-ascent-sport',
      label: 'Book a test drive',
    });
    expect(answerTo('trade-in', page(corolla().build())).link).toEqual({ href: '/trade-in', label: 'Value my trade-in' });
  });

  it('"Opening hours" gives today’s hours at the car’s location, in its own time zone', () => {
    expect(answerTo('hours', page(corolla().build())).text).toBe('Brisbane North is open 8:30am - 5:30pm today.');
    // 15:00 UTC on Friday is 1am on Saturday in Brisbane.
    expect(answerTo('hours', page(corolla().build(), { now: new Date('2025-07-04T15:00:00Z') })).text).toBe('Brisbane North is open 9:00am - 1:00pm today.');
    expect(answerTo('hours', page(corolla().build(), { now: new Date('2025-07-06T02:00:00Z') })).text).toBe('Brisbane North is closed today.');
  });

  it('"Opening hours" prefers a holiday entry and the site’s closed wording', () => {
    expect(answerTo('hours', page(corolla().build(), { now: new Date('2025-12-24T02:00:00Z') })).text).toBe(
      'Brisbane North is open 9:00am - 12:00pm today (holiday hours).',
    );
    const byAppointment = aSite({ labels: { closedHoursText: 'By appointment only' } });
    expect(answerTo('hours', page(corolla().build(), { site: byAppointment, now: new Date('2025-07-06T02:00:00Z') })).text).toBe(
      'Brisbane North is by appointment only today.',
    );
  });

  it('"Opening hours" offers the phone when the site does not list the car’s location', () => {
    const elsewhere = corolla().with({ location_id: 99, location: undefined }).build();
    expect(answerTo('hours', page(elsewhere)).text).toBe('Call us on 07 3000 0000 for today’s opening hours.');
  });

  it('answers from newer page data (spec 1 §7 live fields)', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'FACTS', facts: chatFacts(page(corolla().with({ offer_price: 25_000 }).build())) });
    actor.send({ type: 'ASK', topic: 'price' });
    expect(actor.getSnapshot().context.messages.at(-1)?.text).toBe(`The ${NAME} is $25,000 Drive Away.`);
  });
});

describe('free text is handed over to the team through the enquiry form', () => {
  it('passes any free text to the team and asks for the shopper’s details', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'ASK', topic: 'availability' });
    expect(isHandingOver(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAY', text: '  Can I   pick it up on Saturday? ' });
    const snapshot = actor.getSnapshot();
    expect(isHandingOver(snapshot)).toBe(true);
    expect(snapshot.context.messages.slice(-2).map((m) => [m.from, m.text])).toEqual([
      ['shopper', 'Can I pick it up on Saturday?'],
      ['bot', HAND_OVER_TEXT],
    ]);
  });

  it('ignores a blank line', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'SAY', text: '   ' });
    expect(actor.getSnapshot().value).toBe('chatting');
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('prefills the transcript with the shopper’s lines only, quick replies included', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'ASK', topic: 'availability' });
    actor.send({ type: 'ASK', topic: 'price' });
    actor.send({ type: 'SAY', text: 'Does it have a tow bar?' });
    expect(chatTranscript(actor.getSnapshot().context)).toBe(`${TRANSCRIPT_HEADING}\n- Is it still available?\n- What’s the price?\n- Does it have a tow bar?`);
  });

  it('still answers quick replies while handing over, and confirms once the lead is delivered', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'SAY', text: 'Any scratches?' });
    actor.send({ type: 'ASK', topic: 'hours' });
    expect(isHandingOver(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.messages.at(-1)?.text).toBe('Brisbane North is open 8:30am - 5:30pm today.');
    actor.send({ type: 'DELIVERED' });
    expect(actor.getSnapshot().value).toBe('delivered');
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ from: 'bot', text: DELIVERED_TEXT });
  });

  it('a later question is handed over again with only what followed the delivered lines', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'SAY', text: 'Any scratches?' });
    actor.send({ type: 'DELIVERED' });
    actor.send({ type: 'SAY', text: 'And the service history?' });
    expect(isHandingOver(actor.getSnapshot())).toBe(true);
    expect(chatTranscript(actor.getSnapshot().context)).toBe(`${TRANSCRIPT_HEADING}\n- And the service history?`);
  });

  it('DELIVERED means nothing before a hand-over', () => {
    const actor = startChat(page(corolla().build()));
    actor.send({ type: 'DELIVERED' });
    expect(actor.getSnapshot().value).toBe('chatting');
  });

  it('the transcript never exceeds the lead’s message limit and keeps the latest line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: CHAT_LINE_MAX + 200 }).filter((s) => s.trim() !== ''),
          { minLength: 1, maxLength: 30 },
        ),
        (lines) => {
          const actor = startChat(page(corolla().build()));
          for (const text of lines) {
            actor.send({ type: 'ASK', topic: 'price' });
            actor.send({ type: 'SAY', text });
            actor.send({ type: 'DELIVERED' });
          }
          // Every line of the conversation, as if none had been sent yet.
          const transcript = chatTranscript({ ...actor.getSnapshot().context, sentUpTo: 0 });
          expect(transcript.length).toBeLessThanOrEqual(TRANSCRIPT_MAX);
          expect(transcript.startsWith(TRANSCRIPT_HEADING)).toBe(true);
          const last = lines.at(-1)?.trim().replace(/\s+/g, ' ').slice(0, CHAT_LINE_MAX) ?? '';
          expect(transcript.endsWith(`\n- ${last}`)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
