// A lesson: a position on the real engine and the steps a coach takes the learner through
// (docs/lessons.md). The learner plays seat 0 (P1); the other seat plays the lesson's script, or
// a second learner at the same screen.
import type { Phase, Seat } from '../../engine';
import type { Expectations, Scenario } from '../../scenario/types';
import type { Moment } from '../coach/conditions';
import type { Mark } from '../coach/marks';
import type { ActionPattern } from '../coach/patterns';

/** The rule a lesson's own refusals carry ("not now, the lesson asks for something else"): the
 * table shows no rule link for it. */
export const LESSON_RULE = 'LESSON';

/** When a step is over. */
export type StepEnd =
  /** The learner reads, then presses Next. */
  | 'next'
  /** The learner has taken one of the actions the step allows. */
  | 'acted'
  /** The game has reached this moment. */
  | { reached: Moment };

export interface Step {
  /** What the coach says, in our words. */
  text: string;
  /** What to look at. The cards, places and buttons of the allowed actions are ringed as well. */
  show?: Mark[];
  /** What the learner may do now; absent, the step is read (and ends on Next). */
  allow?: ActionPattern[];
  /** Said when the learner tries something else the rules allow now. */
  refuse?: string;
  /** The other player's moves during this step, in order; otherwise they pass. */
  opponent?: ActionPattern[];
  end: StepEnd;
  /** With `end: 'acted'`: the step lasts until what the action put on the stack has happened,
   * the learner passing (Pass is ringed) while it waits. */
  resolve?: boolean;
  /** Rules this step rests on, linked to the rules reference. */
  rules?: string[];
  /** What the text says of the position, checked on the engine when the step is shown. */
  expect?: Expectations;
}

/** The seats played at the screen by learners. */
export const learnerSeats = (lesson: Lesson): readonly Seat[] => (lesson.bothSeats ? [0, 1] : [0]);

export interface Lesson {
  /** A stable id, for the progress kept on the device. */
  id: string;
  title: string;
  /** One line for the lesson list: what it teaches. */
  about: string;
  /** The position the lesson starts from; seat 0 is the learner. */
  position: Scenario;
  /** Both seats are played at this screen, by two learners (a guided game): each step's patterns
   * name the seat to act (`seat: 1`), and there is no script for the other player. */
  bothSeats?: boolean;
  /** What the table calls the two decks (default: "You" and "Your opponent"). */
  deckNames?: [string, string];
  /** Phases in which the table never passes for the learner, so each window of a battle (say)
   * waits for their Pass and the coach can speak in it. Elsewhere the usual automatic passes. */
  stops?: Phase[];
  steps: Step[];
  /** What was learned, shown on the last screen. */
  summary: string[];
}
