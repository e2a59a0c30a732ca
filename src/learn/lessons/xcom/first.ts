// The id of X-COM Incursion's first lesson, which its start screen offers: kept apart from the
// lesson so the light start screen names it without loading the engine.
export const XCOM_FIRST_LESSON = 'xcom-first-turn';
