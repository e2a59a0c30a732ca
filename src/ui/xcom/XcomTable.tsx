// The X-COM Incursion board at the shared screen: the panic track, the contests, both sides'
// cards in play by type with their melds, staging cards and piles, the log in words, and the
// actions the rules allow, each on the card it is taken with. Piles are drawn from the view both
// players may see (`seatView(state, null)`): the face-down active decks are only their sizes.
import { useCallback, useMemo, useRef, useState } from 'react';
import { XCOM_GAME, actionAnchor, cardDef, PHASE_NAME } from '../../xcom';
import type { CardId, Seat, XAction, XState } from '../../xcom';
import { readLog, sinceLastAction } from '../../match';
import type { LogCategory } from '../../match';
import { LogTurns } from '../table/LogTurns';
import { LogFilters } from '../table/LogFilters';
import type { LogKinds } from '../table/LogFilters';
import { useFollowEnd } from '../table/useFollowEnd';
import { useRootFlag } from '../rootFlag';
import { decideXcom } from '../../ai/xcom';
import { Contests, PanicTrack, SidePanel, offersByCard } from './XcomBoard';
import type { Offer } from './XcomBoard';
import { XcomReview } from './XcomReview';
import { useXcom, xcomUndoPlan, xcomUndoSeat } from './store';
import type { XcomMatch } from './store';
import { PHASE_RULE, SIDE, SIDES_OWN, actionLabel, passLabel, phaseHelp, winText } from './words';
import { RuleLink } from '../../learn/components/RuleLink';
import { openRulesReference } from '../../learn/referenceStore';
import { actionKey } from '../../learn/coach/patterns';
import { LESSON_RULE } from '../../learn/lessons/steps';
import { Coach } from '../learn/Coach';
import { PuzzlePanel } from '../learn/PuzzlePanel';
import { useLearn } from '../learn/learnStore';
import './xcom.css';

/** A lesson's refusal, in its own words (no rule to link), until dismissed. */
function LessonRefusal() {
  const refusal = useXcom((x) => (x.match?.refusal?.rule === LESSON_RULE ? x.match.refusal : null));
  if (!refusal) return null;
  return (
    <p role="alert" className="coach-refusal">
      {refusal.reason} <button type="button" onClick={() => useXcom.getState().dismissRefusal()} aria-label="Dismiss">×</button>
    </p>
  );
}

const COACH = <Coach refusal={<LessonRefusal />} />;
const PUZZLE = <PuzzlePanel refusal={<LessonRefusal />} />;

/** The height of the band kept at the top (the coach and the banner), as --xc-head-h on the
 * table, so a card brought into view is not left under it. */
function useHeadHeight() {
  const table = useRef<HTMLElement | null>(null);
  const band = useCallback((el: HTMLDivElement | null) => {
    if (!el) return undefined;
    const measure = () => table.current?.style.setProperty('--xc-head-h', `${el.offsetHeight}px`);
    measure();
    const seen = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    seen?.observe(el);
    return () => seen?.disconnect();
  }, []);
  return { table, band };
}

const LOG_KINDS: LogKinds = [
  ['all', 'Everything'], ['actions', 'Cards and actions'], ['battle', 'Contests and panic'], ['energy', 'Draws and decks'], ['turns', 'Turns and phases'],
];

/** The game's log grouped by turn and phase (src/match/log.ts, as for WARS), newest at the foot,
 * followed while the reader is at the end; filtered by side and by kind of line, as WARS's is. */
function Log({ m }: { m: XcomMatch }) {
  const [seat, setSeat] = useState<'all' | Seat>('all');
  const [kind, setKind] = useState<LogCategory | 'all'>('all');
  const turns = useMemo(() => readLog(XCOM_GAME, m.log, null, {
    ...(seat === 'all' ? {} : { seat }), ...(kind === 'all' ? {} : { categories: [kind] }),
  }, XCOM_GAME.log.opening(m.start)), [m.log, m.start, seat, kind]);
  const box = useFollowEnd<HTMLDivElement>();
  return (
    <section className="xc-log" aria-labelledby="xc-log-title">
      <div className="xc-log-head">
        <h2 id="xc-log-title">Log</h2>
        <LogFilters className="xc-log-filters" seatLabel="Side" sides={SIDE} kinds={LOG_KINDS} seat={seat} kind={kind} setSeat={setSeat} setKind={setKind} />
      </div>
      {/* Focusable so keyboard users can scroll it. */}
      <div ref={box} className="xc-log-scroll" tabIndex={0} role="region" aria-label="The whole game so far">
        <LogTurns turns={turns} label="Turns" filter={`${seat}:${kind}`} />
      </div>
    </section>
  );
}

/** Against the computer: what it did since the player at the screen last acted, grouped as the log
 * is (the screen never changes hands, so this is the game's recap). */
function ComputerRecap({ m, seat }: { m: XcomMatch; seat: Seat }) {
  const turns = useMemo(() => sinceLastAction(m, seat), [m, seat]);
  const lines = turns.reduce((n, t) => n + t.phases.reduce((k, p) => k + p.lines.length, 0), 0);
  if (lines === 0) return null;
  return (
    <details className="xc-recap" open>
      <summary>What the computer did since your last move ({lines} line{lines === 1 ? '' : 's'})</summary>
      {/* Focusable so keyboard users can scroll it; plain lists, so its groups are not landmarks
          the log has too. */}
      <div className="xc-recap-lines" tabIndex={0} role="region" aria-label="Since your last move">
        {turns.flatMap((t) => t.phases.map((p) => (
          <div key={`${t.turn} ${p.title}`}>
            <p className="xc-recap-where">{t.title} · {p.title}</p>
            <ul>{p.lines.map((l) => <li key={l.at}>{l.text}{l.times > 1 && <span className="muted"> ({l.times} times)</span>}</li>)}</ul>
          </div>
        )))}
      </div>
    </details>
  );
}

/** What the Steady computer would do for the side to act, from that side's view as the computer's
 * own seat decides, in words: the card and the button to press. */
function suggestion(m: XcomMatch): string {
  const s = m.game;
  const { action, why } = decideXcom('greedy', XCOM_GAME.seatView(s, s.acting), m.legal, m.actions.length);
  const at = actionAnchor(action);
  const what = at === null ? `press “${passLabel(s)}”` : `press “${actionLabel(s, action)}” on ${cardDef(at).name}`;
  return `The Steady computer would ${what}${why ? `: it ${why}` : ''}.`;
}

function Chooser({ s, offer, onPick, onClose }: { s: XState; offer: Offer; onPick(a: XAction): void; onClose(): void }) {
  return (
    <div className="xc-chooser" role="dialog" aria-modal="true" aria-labelledby="xc-chooser-title">
      <div className="dialog">
        <h2 id="xc-chooser-title">{cardDef(actionAnchor(offer.actions[0])!).name}: {offer.label.replace('…', '')}</h2>
        <ul>{offer.actions.map((a) => <li key={JSON.stringify(a)}><button type="button" data-action={actionKey(a)} onClick={() => onPick(a)}>{actionLabel(s, a)}</button></li>)}</ul>
        <button type="button" onClick={onClose}>Cancel</button>
      </div>
    </div>
  );
}

export function XcomTable() {
  const m = useXcom((x) => x.match);
  // A lesson on this table: its coach above the board, and its refusals in its band; a puzzle:
  // its panel there instead.
  const lesson = useLearn((l) => l.lesson !== null && l.lessonGame === 'xcom');
  const puzzle = useLearn((l) => l.puzzle !== null && l.puzzleGame === 'xcom');
  const taught = lesson || puzzle;
  const head = useHeadHeight();
  useRootFlag('xcom-table', true);
  const { dispatch, undo, quit, dismissRefusal } = useXcom.getState();
  const [choosing, setChoosing] = useState<Offer | null>(null);
  /** The suggestion asked for, with how many actions the game had then: it is for that moment. */
  const [hint, setHint] = useState<{ at: number; text: string } | null>(null);
  // A game opened already over (a saved game's View) opens on its review, as WARS's does.
  const [reviewing, setReviewing] = useState(() => m?.game.phase === 'over');
  const s = m?.game;
  // While the computer's side acts, nothing is offered at the screen.
  const offers = useMemo(() => (m && m.atScreen[m.game.acting] ? offersByCard(m.game, m.legal) : new Map<CardId, Offer[]>()), [m]);
  if (!m || !s) return null;
  const over = s.phase === 'over';
  // The review takes the screen: its board is this board as it was.
  if (over && reviewing) return <XcomReview m={m} onClose={() => setReviewing(false)} />;
  const computer = !over && !m.atScreen[s.acting];
  const pass = computer ? undefined : m.legal.find((a) => a.type === 'pass');
  const plan = xcomUndoPlan(m);
  const undoer = xcomUndoSeat(m);
  const act = (o: Offer) => (o.actions.length === 1 ? dispatch(o.actions[0]) : setChoosing(o));
  // In every mode it sits in the band kept at the top, not the header, which on a phone scrolls
  // away with the board. On a phone it says only "Undo" (its name, which screen readers read,
  // stays whole), and in a lesson or a puzzle it shares one row with who acts and Pass, so the
  // coach's band stays short (xcom.css).
  const undoLabel = plan.ok && undoer !== null ? `Undo ${SIDES_OWN[undoer]} last action${plan.withReplies ? ' and the computer\'s reply' : ''}` : `Undo (${plan.ok ? '' : plan.short})`;
  const undoButton = (
    <button type="button" className="xc-undo" aria-label={undoLabel} onClick={() => undo()} disabled={!plan.ok} title={plan.ok ? undefined : plan.reason}>
      <span className="xc-undo-long">{undoLabel}</span><span className="xc-undo-short" aria-hidden="true">Undo</span>
    </button>
  );
  return (
    <main className="xc-table" aria-label="X-COM Incursion" ref={head.table}>
      <header className="xc-top">
        <h1>X-COM Incursion</h1>
        <span className="xc-where">Turn {s.turn} · {PHASE_NAME[s.phase]}</span>
        <span className="xc-top-buttons">
          <button type="button" onClick={() => openRulesReference('XR-TURN-01')}>Rules</button>
          {!taught && <button type="button" onClick={() => quit()}>Leave (the game is saved)</button>}
        </span>
      </header>
      <div className="xc-head" ref={head.band}>
      {lesson && COACH}
      {puzzle && PUZZLE}
      {over ? (
        <section className="xc-banner xc-over" role="status">
          <h2>{winText(s)}</h2>
          {s.winRule && <RuleLink id={s.winRule} />}
          {undoButton}
          {!lesson && <button type="button" onClick={() => setReviewing(true)}>Review the game</button>}
          <button type="button" className="primary" onClick={() => quit()}>Back to the start screen</button>
        </section>
      ) : (
        <section className={`xc-banner xc-turn-${s.acting}`} aria-live="polite">
          <h2>{computer ? `The computer (${SIDE[s.acting]}) is thinking…` : `${SIDE[s.acting]} to act`}</h2>
          <p>{phaseHelp(s)} <RuleLink id={PHASE_RULE[s.phase]} /></p>
          {pass && <button type="button" className="primary" data-coach="pass" onClick={() => dispatch(pass)}>{passLabel(s)}</button>}
          {!computer && !taught && <button type="button" onClick={() => setHint({ at: m.actions.length, text: suggestion(m) })}>Suggest a move</button>}
          {undoButton}
          {hint?.at === m.actions.length && <p className="xc-hint" role="status">{hint.text}</p>}
        </section>
      )}
      </div>
      {!computer && !over && !taught && m.atScreen.includes(false) && <ComputerRecap m={m} seat={s.acting} />}
      {m.refusal && m.refusal.rule !== LESSON_RULE && (
        <p className="xc-refusal" role="alert">{m.refusal.reason} (<RuleLink id={m.refusal.rule} />) <button type="button" onClick={() => dismissRefusal()}>OK</button></p>
      )}
      <div className="xc-status">
        <PanicTrack panic={s.panic} />
        <Contests s={s} />
      </div>
      <div className="xc-sides">
        <SidePanel s={s} seat={0} computer={!taught && !m.atScreen[0]} offers={offers} onOffer={act} />
        <SidePanel s={s} seat={1} computer={!taught && !m.atScreen[1]} offers={offers} onOffer={act} />
      </div>
      <Log m={m} />
      {choosing && <Chooser s={s} offer={choosing} onPick={(a) => { setChoosing(null); dispatch(a); }} onClose={() => setChoosing(null)} />}
    </main>
  );
}
