// Hints in every game but a lesson, which has its coach (a setting, on unless turned off): the
// phase in words, "What can I do?", a move suggested by the computer, and why a card in hand cannot
// be played, each with the link to its rule. Shown only for the seat at the screen, from what that
// seat may see.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Action, CardId, Refusal } from '../../engine';
import { RuleLink } from '../../learn/components/RuleLink';
import { suggestionFor } from '../computer';
import { useInteraction } from '../interaction';
import { useViewSettings } from '../settings';
import { useTable } from '../store';
import { describeAction, seatName } from '../text';
import { phaseHint, whatCanIDo, whyNotPlayable } from './hints';
import './hints.css';

/** A refusal in words, with its rule as a link. */
export function ReasonWithRule({ refusal }: { refusal: Refusal }) {
  return <>{refusal.reason} <span className="rule">(<RuleLink id={refusal.rule} />)</span></>;
}

/** Why the card looked at (in the hand of the player at the screen) cannot be played now. */
export function useWhyNot(card: CardId | null): Refusal | null {
  const game = useTable((s) => s.game);
  const legal = useTable((s) => s.legal);
  const seat = useTable((s) => (s.screen?.kind === 'seat' ? s.screen.seat : null));
  return useMemo(() => {
    if (!card || !game || seat === null || legal.some((a) => a.type === 'play' && a.card === card)) return null;
    return whyNotPlayable(game, seat, card);
  }, [card, game, legal, seat]);
}

/** Above the table, for a hand card pointed at or tapped that cannot be played now (with hints on):
 * on a phone the card details are in a drawer, so the reason is said here too. */
export function WhyNotNotice() {
  const on = useViewSettings((v) => v.hints);
  const card = useInteraction((s) => s.inspected);
  const game = useTable((s) => s.game);
  // Dismissed for this card until the game moves on.
  const [dismissed, setDismissed] = useState<{ card: CardId | null; game: typeof game } | null>(null);
  const why = useWhyNot(on && !(dismissed?.card === card && dismissed.game === game) ? card : null);
  if (!why) return null;
  return (
    <p className="hint-why" role="status">
      <span><strong>Why not now?</strong> <ReasonWithRule refusal={why} /></span>
      <button type="button" onClick={() => setDismissed({ card, game })} aria-label="Dismiss the hint">×</button>
    </p>
  );
}

type Suggestion = { state: 'thinking' } | { state: 'done'; text: string; why?: string } | { state: 'failed' };

/** The computer's move for the player at the screen, asked for by a button; forgotten once the
 * game changes. */
function Suggest({ legal }: { legal: readonly Action[] }) {
  const game = useTable((s) => s.game)!;
  const seat = useTable((s) => (s.screen?.kind === 'seat' ? s.screen.seat : null));
  const [asked, setAsked] = useState<{ for: typeof game; result: Suggestion } | null>(null);
  const thinking = useRef<AbortController | null>(null);
  // A suggestion for a game that has moved on is no longer wanted: its thinking is ended.
  useEffect(() => () => thinking.current?.abort(), [game]);
  if (seat === null) return null;
  const shown = asked?.for === game ? asked.result : null;
  const ask = () => {
    const c = new AbortController();
    thinking.current = c;
    setAsked({ for: game, result: { state: 'thinking' } });
    suggestionFor(game, seat, legal, c.signal).then(
      (r) => { if (!c.signal.aborted) setAsked({ for: game, result: r ? { state: 'done', text: describeAction(game, r.action), why: r.why } : { state: 'failed' } }); },
      () => { if (!c.signal.aborted) setAsked({ for: game, result: { state: 'failed' } }); },
    );
  };
  return (
    <div className="hint-suggest">
      <button type="button" onClick={ask} disabled={shown?.state === 'thinking'}>Suggest a move</button>
      {shown && (
        <p className="hint-suggestion" role="status" aria-live="polite">
          {shown.state === 'thinking' && 'The computer is thinking from what you can see…'}
          {shown.state === 'failed' && 'No suggestion this time.'}
          {shown.state === 'done' && <>The computer would: <strong>{shown.text}</strong>{shown.why ? ` — it ${shown.why}.` : ' — it tried each of your moves against many ways the hidden cards could lie, and this one came out best.'}</>}
        </p>
      )}
    </div>
  );
}

/** "What can I do?": the legal actions of the player at the screen, grouped by purpose. */
function WhatCanIDo({ legal, shared }: { legal: readonly Action[]; shared: boolean }) {
  const game = useTable((s) => s.game)!;
  const seat = useTable((s) => s.screenSeat)!;
  const viewer = shared ? null : seat;
  const groups = useMemo(() => whatCanIDo(game, legal, seat, viewer, shared), [game, legal, seat, viewer, shared]);
  return (
    <ul className="hint-can-do" aria-label="What you can do now">
      {groups.map((g) => (
        <li key={g.kind} data-kind={g.kind}>
          <strong>{g.purpose}</strong> <span className="rule">(<RuleLink id={g.rule} />)</span>
          {g.items.length > 0 && <>: {g.items.join('; ')}</>}
        </li>
      ))}
    </ul>
  );
}

export function HintsPanel() {
  const on = useViewSettings((v) => v.hints);
  const game = useTable((s) => s.game);
  const legal = useTable((s) => s.legal);
  const screen = useTable((s) => s.screen);
  const [open, setOpen] = useState(false);
  if (!on || !game || !screen || screen.kind === 'handOver' || game.winner !== null) return null;
  const phase = phaseHint(game);
  const deciding = legal[0]?.seat ?? null;
  const mine = deciding === screen.seat;
  return (
    <section className="hints" aria-label="Hints">
      <h2>Hints</h2>
      <p className="hint-phase">{phase.text} <span className="rule">(<RuleLink id={phase.rule} />)</span></p>
      {mine ? (
        <>
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>What can I do?</button>
          {open && <WhatCanIDo legal={legal} shared={screen.kind === 'shared'} />}
          {screen.kind === 'seat' && <Suggest legal={legal} />}
        </>
      ) : deciding !== null && <p className="muted">{seatName(deciding)} is deciding.</p>}
    </section>
  );
}
