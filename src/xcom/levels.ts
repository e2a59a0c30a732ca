// The levels the computer plays X-COM at (src/ai/xcom.ts), weakest first: a module of its own, so
// the start screen offers them without loading the engine.
export const XCOM_LEVELS = ['random', 'greedy'] as const;
export type XcomLevel = (typeof XCOM_LEVELS)[number];
