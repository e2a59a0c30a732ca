// X-COM Incursion's lessons, in the order they are taught.
import { XCOM_FIRST_TURN } from './firstTurn';
import type { XcomLesson } from './lesson';

export const XCOM_LESSONS: readonly XcomLesson[] = [XCOM_FIRST_TURN];

export function xcomLessonById(id: string): XcomLesson | undefined {
  return XCOM_LESSONS.find((l) => l.id === id);
}
