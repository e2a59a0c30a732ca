// X-COM Incursion's lessons on the coach of ../steps.ts: a lesson's position is a seed (the decks
// are fixed, XR-SETUP-02, so a seed is the whole deal), its steps name cards by their names, and
// the X-COM board is ringed by the buttons on its cards. The learner plays Earth; the script plays
// the Aliens.
import { createGameSession } from '../../../match';
import type { Match, SeatController, Session } from '../../../match';
import { actionAnchor, cardDef, sideCardIds, staging, XCOM_GAME } from '../../../xcom';
import type { CardType, Seat, XAction, XcomStart, XcomTypes, XPhase, XState } from '../../../xcom';
import type { Ring, TablePart } from '../../coach/marks';
import { actionKey } from '../../coach/patterns';
import { runSteps } from '../steps';
import type { LessonGame, LessonRun, LessonText, Line, PreparedStep, StepText } from '../steps';
import { verifySteps } from '../verify';
import type { LessonCheck } from '../verify';

/** A moment of an X-COM game: every field given must hold. */
export interface XMoment {
  phase?: XPhase;
  turn?: number;
  /** Who acts now. */
  actor?: Seat;
}

/** An action written loosely: the engine's shape with cards named by their names (a list item by
 * item), any field left out matching anything. */
export interface XPattern {
  type: XAction['type'];
  card?: string;
  /** The type of the card it is taken with, where any card of that type will do. */
  cardType?: CardType;
  target?: string;
  find?: string;
  trash?: string;
  paying?: string[];
  boosted?: string[];
}

/** Something to look at: the cards of a name on the table (of either side), or a part of the board. */
export type XMark = { card: string } | { part: TablePart };

export interface XcomStep extends StepText<XMoment> {
  show?: XMark[];
  allow?: XPattern[];
  opponent?: XPattern[];
}

export interface XcomLesson extends LessonText {
  /** The deal the lesson plays. */
  seed: number;
  steps: XcomStep[];
}

const CARD_FIELDS = ['card', 'target', 'find', 'trash'] as const;
const LIST_FIELDS = ['paying', 'boosted'] as const;

/** Every card name either side's decks hold. */
const NAMES = new Set([0, 1].flatMap((seat) => sideCardIds(seat as Seat).map((id) => cardDef(id).name)));

function known(name: string, where: string): string {
  if (!NAMES.has(name)) throw new Error(`${where}: no X-COM card is called "${name}"`);
  return name;
}

/** Whether an action is one the pattern describes (a puzzle's lines too: ../../puzzles/xcom.ts). */
export function line(p: XPattern, where: string): Line<XcomTypes> {
  for (const k of CARD_FIELDS) if (p[k] !== undefined) known(p[k], `${where}.${k}`);
  for (const k of LIST_FIELDS) p[k]?.forEach((n, i) => known(n, `${where}.${k}[${i}]`));
  return (a) => {
    if (a.type !== p.type) return false;
    const x = a as Record<string, unknown>;
    const named = (id: unknown, name: string) => typeof id === 'string' && cardDef(id).name === name;
    if (p.cardType !== undefined && !(typeof x.card === 'string' && cardDef(x.card).type === p.cardType)) return false;
    return CARD_FIELDS.every((k) => p[k] === undefined || named(x[k], p[k]))
      && LIST_FIELDS.every((k) => {
        const want = p[k];
        const have = x[k];
        return want === undefined || (Array.isArray(have) && have.length === want.length && want.every((n, i) => named(have[i], n)));
      });
  };
}

/** The cards of a side's decks that nobody sees: its face-down active deck. */
export const hidden = (s: XState, id: string) => s.sides.some((side) => side.deck.includes(id));

/** The cards of a name where the board shows them: in play or among the staging cards. */
export function onBoard(s: XState, name: string): string[] {
  return ([0, 1] as const).flatMap((seat) => [...s.sides[seat].play, ...staging(s, seat)]).filter((id) => cardDef(id).name === name);
}

export function reached(s: XState, m: XMoment): boolean {
  return (m.phase === undefined || s.phase === m.phase) && (m.turn === undefined || s.turn === m.turn)
    && (m.actor === undefined || XCOM_GAME.actor(s) === m.actor);
}

/** The board's buttons for an action: one that takes it, or one offering several of its kind on
 * its card and then the option to choose (as XcomTable groups them). */
export function ringsFor(a: XAction, group: number, m: Match<XcomTypes>): Ring[] {
  if (a.type === 'pass') return [{ kind: 'part', part: 'pass', role: 'press', group }];
  const at = actionAnchor(a);
  const siblings = m.legal.filter((b) => b.type === a.type && actionAnchor(b) === at);
  const key = actionKey(a);
  // The card the button is on is ringed to look at, so the table brings it into view.
  const card: Ring[] = at === null ? [] : [{ kind: 'card', id: at, role: 'look', group }];
  if (siblings.length === 1) return [...card, { kind: 'action', key, role: 'press', group }];
  return [...card, { kind: 'offer', key, role: 'press', group }, { kind: 'action', key, role: 'pick', group }];
}

/** The Aliens played from the lesson's lines: the line's action when legal, else a pass. */
function scripted(next: () => Line<XcomTypes> | null): SeatController<XcomTypes> {
  return {
    kind: 'program',
    decide({ legal }) {
      const l = next();
      return (l && legal.find(l)) ?? legal.find((a) => a.type === 'pass') ?? legal[0];
    },
  };
}

/** The learner presses every pass themselves, so the coach can speak in each phase. */
const SETTINGS = { autoPass: false, alwaysHandOver: false };

export function xcomLessonGame(lesson: XcomLesson): LessonGame<XcomTypes> {
  const steps = lesson.steps.map((step, i): PreparedStep<XcomTypes> => {
    const where = `steps[${i}]`;
    const marks = step.show ?? [];
    marks.forEach((m, j) => { if ('card' in m) known(m.card, `${where}.show[${j}]`); });
    return {
      step,
      allow: (step.allow ?? []).map((p, j) => line(p, `${where}.allow[${j}]`)),
      opponent: (step.opponent ?? []).map((p, j) => line(p, `${where}.opponent[${j}]`)),
      show: (s) => marks.flatMap((m): Ring[] => ('card' in m
        ? onBoard(s, m.card).map((id) => ({ kind: 'card', id, role: 'look' }))
        : [{ kind: 'part', part: m.part, role: 'look' }])),
    };
  });
  return {
    def: XCOM_GAME,
    start: (): XcomStart => ({ seed: lesson.seed, lesson: lesson.id }),
    steps,
    learners: [0],
    settings: SETTINGS,
    reached: (s, m) => reached(s, m as XMoment),
    pending: () => false,
    ringsFor,
    visibleTo: (s, id) => !hidden(s, id),
    scripted,
  };
}

export function startXcomLesson(session: Session<XcomTypes>, lesson: XcomLesson): LessonRun<XcomLesson> {
  return runSteps(session, lesson, xcomLessonGame(lesson));
}

/** The check of `npm run lessons`: the lesson played through on a session of its own. */
export function verifyXcomLesson(lesson: XcomLesson): LessonCheck {
  let g: LessonGame<XcomTypes>;
  try {
    g = xcomLessonGame(lesson);
  } catch (e) {
    return { id: lesson.id, problems: [String(e instanceof Error ? e.message : e)], steps: [], summaryWords: 0 };
  }
  return verifySteps(lesson, g, createGameSession(XCOM_GAME), {
    stuck: (s) => (s.phase === 'over' ? 'the game is over' : `${XCOM_GAME.seatName(s.acting)} to act in the ${s.phase} phase`),
    cardName: (_s, id) => cardDef(id).name,
    expect: (i, s) => (lesson.steps[i].show ?? []).flatMap((m, j) => ('card' in m && onBoard(s, m.card).length === 0 ? [`show[${j}] names ${m.card}, which is not on the board`] : [])),
  });
}

