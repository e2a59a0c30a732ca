// An X-COM Incursion save: like a WARS save, its replay log (the seed and every action), marked
// with `"game": "xcom"` and versioned on its own. Read as hostile input: never throws, and what is
// wrong is named in words.
import * as v from 'valibot';
import { XACTION, XCOM_GAME, XCOM_LEVELS, readXAction } from '../xcom/index';
import type { XAction, XcomStart, XPhase, XState } from '../xcom/index';
import { MAX_ACTIONS, MAX_LABEL_CHARS, SAVE_FORMAT } from './common';
import type { SaveSummary } from './common';
import { ISO_TIME, SAVE_ID, fail, issuePath, plainString, plainText } from './read';
import type { Result } from './read';

export const XCOM_SAVE_VERSION = 1;

const XCOM_SAVE_V1 = v.strictObject({
  format: v.literal(SAVE_FORMAT),
  game: v.literal('xcom'),
  version: v.literal(XCOM_SAVE_VERSION),
  id: SAVE_ID,
  label: plainString(MAX_LABEL_CHARS),
  savedAt: ISO_TIME,
  start: v.strictObject({
    seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
    opponent: v.optional(v.strictObject({ seat: v.picklist([0, 1]), level: v.picklist(XCOM_LEVELS) })),
  }),
  actions: v.pipe(v.array(XACTION), v.maxLength(MAX_ACTIONS)),
});

export type XcomSave = v.InferOutput<typeof XCOM_SAVE_V1>;

export interface XcomLoaded {
  game: 'xcom';
  save: XcomSave;
  state: XState;
  summary: SaveSummary;
}

const SIDES: [string, string] = ['Earth', 'Aliens'];

const PHASE_WORDS: Record<XPhase, string> = {
  action: 'action', interception: 'interception', tactics: 'tactics', tacticsTrash: 'tactics',
  base: 'base', search: 'search', research: 'research', end: 'end', over: 'end',
};

/** Reads an X-COM save's shape (its `version` already known to be a number). */
export function readXcomSave(x: Record<string, unknown>): Result<XcomSave> {
  if (x.version !== XCOM_SAVE_VERSION) {
    return fail('unknown-version', `This X-COM Incursion save is from an unknown version (this table reads version ${XCOM_SAVE_VERSION}); it may come from a newer version of the app.`);
  }
  const r = v.safeParse(XCOM_SAVE_V1, x, { abortEarly: true });
  if (r.success) return { ok: true, value: r.output };
  const [field, index] = issuePath(r.issues);
  const what = field === 'actions' && typeof index === 'number'
    ? `action ${index + 1} ${(() => { const a = readXAction((x.actions as unknown[])[index]); return a.ok ? 'is malformed' : a.problem; })()}`
    : field === 'start' ? 'its seed is missing or not a whole number'
      : field === 'actions' ? 'its list of actions is missing or too long'
        : `its field "${plainText(String(field), 30)}" is missing or malformed`;
  return fail('invalid', `The saved X-COM Incursion game is damaged: ${what}.`);
}

export function summarizeXcom(save: XcomSave, state: XState): SaveSummary {
  return {
    game: 'xcom', id: save.id, label: save.label, savedAt: save.savedAt, deckNames: SIDES, turn: state.turn,
    where: `turn ${state.turn}, ${PHASE_WORDS[state.phase]} phase`, winner: state.winner, actionCount: save.actions.length,
  };
}

const refused = (save: XcomSave, index: number, reason: string): Result<never> =>
  fail('replay-refused', `The saved X-COM Incursion game cannot be replayed: action ${index + 1} of ${save.actions.length} is refused by the rules (${plainText(reason, 300)}). It may come from an older version of the rules.`);

/** Replays from `from` (the start, or a state an earlier save of the same game reached after
 * `done` of its actions); never throws. */
export function resumeXcom(save: XcomSave, from?: { state: XState; done: number }): Result<XcomLoaded> {
  try {
    let state = from?.state ?? XCOM_GAME.setup(save.start);
    for (let i = from?.done ?? 0; i < save.actions.length; i++) {
      const r = XCOM_GAME.apply(state, save.actions[i]);
      if (!r.ok) return refused(save, i, `${r.refusal.reason} (${r.refusal.rule})`);
      state = r.state;
    }
    return { ok: true, value: { game: 'xcom', save, state, summary: summarizeXcom(save, state) } };
  } catch {
    return fail('replay-refused', 'The saved game cannot be replayed: the rules engine could not read it.');
  }
}

export interface NewXcomSave {
  id: string;
  savedAt: string;
  seed: number;
  /** The side the computer plays, if it does. */
  opponent?: XcomStart['opponent'];
  actions: readonly XAction[];
  label?: string;
}

export function makeXcomSave(o: NewXcomSave): XcomSave {
  return {
    format: SAVE_FORMAT, game: 'xcom', version: XCOM_SAVE_VERSION, id: o.id,
    label: plainText(o.label ?? `X-COM Incursion: ${o.opponent?.seat === 0 ? 'the computer' : 'Earth'} vs ${o.opponent?.seat === 1 ? 'the computer' : 'Aliens'}`, MAX_LABEL_CHARS),
    savedAt: o.savedAt,
    start: { seed: o.seed >>> 0, ...(o.opponent ? { opponent: { seat: o.opponent.seat, level: o.opponent.level } } : {}) },
    actions: o.actions.slice(),
  };
}
