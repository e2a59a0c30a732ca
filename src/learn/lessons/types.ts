// A lesson: a position on the real engine and the steps a coach takes the learner through
// (docs/lessons.md). The learner plays seat 0 (P1); the other seat plays the lesson's script, or
// a second learner at the same screen.
import type { Phase, Seat } from '../../engine';
import type { Expectations, Scenario } from '../../scenario/types';
import type { Moment } from '../coach/conditions';
import type { Mark } from '../coach/marks';
import type { ActionPattern } from '../coach/patterns';
import type { LessonText, StepEnd as BaseEnd, StepText } from './steps';

export { LESSON_RULE } from './steps';

/** When a step is over: on Next, once the learner acted, or at a moment of the game. */
export type StepEnd = BaseEnd<Moment>;

export interface Step extends StepText<Moment> {
  /** What to look at. The cards, places and buttons of the allowed actions are ringed as well. */
  show?: Mark[];
  /** What the learner may do now; absent, the step is read (and ends on Next). */
  allow?: ActionPattern[];
  /** The other player's moves during this step, in order; otherwise they pass. */
  opponent?: ActionPattern[];
  end: StepEnd;
  /** What the text says of the position, checked on the engine when the step is shown. */
  expect?: Expectations;
}

/** The seats played at the screen by learners. */
export const learnerSeats = (lesson: Lesson): readonly Seat[] => (lesson.bothSeats ? [0, 1] : [0]);

export interface Lesson extends LessonText {
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
}
