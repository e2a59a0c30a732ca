// A WARS lesson in progress on a match session: the coach of steps.ts over WARS's rules, its
// scenario positions and its table's rings (docs/lessons.md).
import type { GameState, Seat } from '../../engine';
import { scriptedSeat, WARS_GAME } from '../../match';
import type { MatchSettings, Session, WarsTypes } from '../../match';
import { loadScenario } from '../../scenario/load';
import type { Loaded } from '../../scenario/load';
import { reached } from '../coach/conditions';
import type { Moment } from '../coach/conditions';
import { positionStart } from '../coach/follow';
import { ringsFor, visibleTo } from '../coach/marks';
import type { Mark, Ring } from '../coach/marks';
import { matches, resolvePattern } from '../coach/patterns';
import { runSteps } from './steps';
import type { LessonGame, LessonRun, LessonView, PreparedStep } from './steps';
import { learnerSeats } from './types';
import type { Lesson } from './types';

export type { LessonRun, LessonView };

/** Lessons play with the table's usual automatic passes, whatever the player set for games,
 * except in the lesson's stops. */
const lessonSettings = (lesson: Lesson): Partial<MatchSettings> => {
  const stops = lesson.stops ?? [];
  return { autoPass: true, alwaysHandOver: false, stops: [stops, lesson.bothSeats ? stops : []] };
};

/** The rings of a mark, as the learner sees the table (seat 0). */
function markRings(l: Loaded, m: Mark, where: string): Ring[] {
  if ('card' in m) return [{ kind: 'card', id: l.ref(m.card, where), role: 'look' }];
  if ('pile' in m) return [{ kind: 'pile', seat: m.seat ?? 0, pile: m.pile, role: 'look' }];
  return [{ kind: 'part', part: m.part, role: 'look' }];
}

/** A WARS lesson as the coach follows it: its position loaded, every card its steps mention named
 * (a wrong name throws a ScenarioError saying where). */
export function warsLessonGame(lesson: Lesson): LessonGame<WarsTypes> & { loaded: Loaded } {
  const loaded = loadScenario(lesson.position);
  const line = (p: ReturnType<typeof resolvePattern>) => (a: WarsTypes['action']) => matches(p, a);
  const steps = lesson.steps.map((step, i): PreparedStep<WarsTypes> => {
    const show = (step.show ?? []).flatMap((m, j) => markRings(loaded, m, `steps[${i}].show[${j}]`));
    return {
      step,
      allow: (step.allow ?? []).map((p, j) => line(resolvePattern(loaded, p, `steps[${i}].allow[${j}]`))),
      opponent: (step.opponent ?? []).map((p, j) => line(resolvePattern(loaded, p, `steps[${i}].opponent[${j}]`))),
      show: () => show,
    };
  });
  return {
    def: WARS_GAME,
    loaded,
    start: positionStart(loaded, lesson.deckNames),
    steps,
    learners: learnerSeats(lesson),
    settings: lessonSettings(lesson),
    reached: (s, moment) => reached(s, moment as Moment),
    pending: (s: GameState) => s.stack.length > 0,
    ringsFor: (a, group) => ringsFor(a, group),
    visibleTo: (s, id, seat: Seat) => visibleTo(s, id, seat),
    scripted: (next) => scriptedSeat({ next: () => next() }),
  };
}

export function startLesson(session: Session, lesson: Lesson): LessonRun<Lesson> {
  return runSteps(session, lesson, warsLessonGame(lesson));
}
