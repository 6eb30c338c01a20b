import { Button, CloseButton, ScrollArea, TextInput } from '@mantine/core';
import { useFocusReturn, useFocusTrap, useMergedRef, useMounted, useReducedMotion, useWindowEvent } from '@mantine/hooks';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatFacts } from '../../../application/chat/chat-facts';
import {
  CHAT_LINE_MAX,
  chatMachine,
  chatTranscript,
  isHandingOver,
  QUICK_REPLIES,
  type ChatFinance,
  type ChatMessage,
} from '../../../application/chat/chat.machine';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import classes from './chat-widget.module.css';

// The enquiry form loads only when the chat hands over to the team.
const ChatLeadForm = lazy(() => import('./chat-lead-form'));

export interface ChatWidgetProps {
  opened: boolean;
  onClose: () => void;
  car: Car;
  site: PublicSite;
  /** The finance estimate the page shows, or null. */
  finance: ChatFinance | null;
  /** The phone number the page shows, or null. */
  phone: string | null;
}

function MessageLink({ link }: { link: NonNullable<ChatMessage['link']> }) {
  // An anchor on this page scrolls natively; a page of the site opens in the app.
  return link.href.startsWith('#') ? (
    <a className={classes.messageLink} href={link.href}>
      {link.label}
    </a>
  ) : (
    <Link className={classes.messageLink} to={link.href}>
      {link.label}
    </Link>
  );
}

/**
 * The vehicle page's Instant Message chat (spec 1 §2, only where isChatAllowed): a dialog
 * running the chat machine (application/chat) on the page's own data — no network calls of
 * its own (spec 2 §7) — that hands free text over to the team through the enquiry form.
 * Loaded with React.lazy on first opening, then kept mounted, so the conversation survives
 * closing and the panel can slide out (not under prefers-reduced-motion).
 */
export default function ChatWidget({ opened, onClose, car, site, finance, phone }: ChatWidgetProps) {
  // Rendered closed first: the panel slides in, and the focus return records the opener.
  const mounted = useMounted();
  const shown = mounted && opened;
  const titleId = useId();
  const reduceMotion = useReducedMotion();
  const panel = useRef<HTMLDivElement | null>(null);
  const panelRef = useMergedRef(panel, useFocusTrap(shown));
  useFocusReturn({ opened: shown });
  const viewport = useRef<HTMLDivElement | null>(null);
  const composer = useRef<HTMLInputElement | null>(null);
  const [draft, setDraft] = useState('');

  const facts = useMemo(() => chatFacts({ car, site, finance, phone, now: new Date() }), [car, site, finance, phone]);
  const [snapshot, send] = useMachine(chatMachine, { input: { facts } });
  useEffect(() => send({ type: 'FACTS', facts }), [facts, send]);
  const { messages } = snapshot.context;
  const handingOver = isHandingOver(snapshot);

  // The latest message in view.
  useEffect(() => {
    const el = viewport.current;
    if (shown && el && !handingOver) el.scrollTo({ top: el.scrollHeight, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [messages.length, shown, handingOver, reduceMotion]);

  const delivered = useCallback(() => send({ type: 'DELIVERED' }), [send]);
  // The sent form has gone: the shopper carries on at the message box.
  const state = String(snapshot.value);
  useEffect(() => {
    if (state === 'delivered') composer.current?.focus();
  }, [state]);

  // Escape closes, from inside the chat or with the focus nowhere (a part of it just went away).
  useWindowEvent('keydown', (event) => {
    if (!shown || event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target instanceof Node ? event.target : null;
    if (target === document.body || (target && panel.current?.contains(target))) onClose();
  });

  return (
    <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.panel} data-open={shown || undefined}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          Chat with {site.name}
        </h2>
        <CloseButton aria-label="Close chat" size="lg" className={classes.close} onClick={onClose} />
      </div>

      <ScrollArea className={classes.body} viewportRef={viewport} type="auto" scrollbars="y">
        <ol className={classes.messages} aria-live="polite" aria-relevant="additions" aria-label="Conversation">
          {messages.map((message) => (
            <li key={message.id} className={classes.message} data-from={message.from}>
              <span className={classes.visuallyHidden}>{message.from === 'bot' ? `${site.name}: ` : 'You: '}</span>
              {message.text}
              {message.link ? (
                <>
                  <br />
                  <MessageLink link={message.link} />
                </>
              ) : null}
            </li>
          ))}
        </ol>
        {handingOver ? (
          <div className={classes.handOver}>
            <Suspense fallback={<div className={classes.handOverPlaceholder} aria-busy="true" />}>
              {/* The form takes the transcript as its message when it mounts (the hand-over's start). */}
              <ChatLeadForm car={car} site={site} transcript={chatTranscript(snapshot.context)} onDelivered={delivered} />
            </Suspense>
          </div>
        ) : null}
      </ScrollArea>

      <div className={classes.quickReplies} role="group" aria-label="Quick questions">
        {QUICK_REPLIES.map((reply) => (
          <Button key={reply.topic} size="compact-sm" radius="xl" variant="light" onClick={() => send({ type: 'ASK', topic: reply.topic })}>
            {reply.label}
          </Button>
        ))}
      </div>

      {handingOver ? null : (
        <form
          className={classes.composer}
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            send({ type: 'SAY', text: draft });
            setDraft('');
          }}
        >
          <TextInput
            className={classes.composerInput}
            aria-label="Type your question"
            placeholder="Type your question…"
            autoComplete="off"
            maxLength={CHAT_LINE_MAX}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            ref={composer}
            data-autofocus
          />
          <Button type="submit">Send</Button>
        </form>
      )}
    </div>
  );
}
