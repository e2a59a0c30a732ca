// The lessons, in the order they are taught (issue 12): each builds on the ones before it.
import { BATTLE_ONE } from './content/battleOne';
import { BATTLE_TWO } from './content/battleTwo';
import { DEPLOYING } from './content/deploying';
import { DRAINS } from './content/drains';
import { ENERGY } from './content/energy';
import { LOCATIONS } from './content/locations';
import { MOVEMENT } from './content/movement';
import { STACK } from './content/stack';
import type { Lesson } from './types';

export const LESSONS: readonly Lesson[] = [ENERGY, LOCATIONS, DEPLOYING, DRAINS, BATTLE_ONE, BATTLE_TWO, MOVEMENT, STACK];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** The lesson after this one, if any. */
export function nextLesson(id: string): Lesson | undefined {
  const i = LESSONS.findIndex((l) => l.id === id);
  return i < 0 ? undefined : LESSONS[i + 1];
}
