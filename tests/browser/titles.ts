// Which card titles one seat must not see in a saved game, and which it may: bundled with
// esbuild for the browser tests (Playwright's loader cannot import the card data's JSON).
import { apply, createGame, defOf, eventText, pendingDecision } from '../../src/engine';
import type { Action, CardId, GameEvent, GameState, NewGame, Seat } from '../../src/engine';
import { readSaveValue } from '../../src/persist';

export interface Titles {
  /** Titles of the cards in the hands and face-down piles of the seats in `secretOf`. */
  hidden: string[];
  /** Titles the viewer may see anyway: cards in play, beneath others, on the stack, in lost
   * piles, in the viewer's own hand, the viewer's own cards it is choosing from (a starting
   * location, a card to take from its reserve), or named by a log line as the viewer reads it. */
  visible: string[];
}

/** The viewer's own cards on its screen: its hand, and what it is choosing from. */
function choosingFrom(state: GameState, viewer: Seat): CardId[] {
  const p = state.players[viewer];
  if (state.phase === 'setup') return [...p.hand, ...p.reserve];
  const d = pendingDecision(state);
  const options = d?.seat === viewer ? JSON.stringify(d.choices).match(/[01]\.\d+/g) ?? [] : [];
  return [...p.hand, ...options];
}

/** The game's events so far. A scan follows one game as it grows: the actions already replayed
 * are not replayed again. */
let replayed: { start: string; actions: Action[]; state: GameState; events: GameEvent[] } | null = null;
function eventsOf(start: NewGame, actions: readonly Action[]): GameEvent[] {
  const key = JSON.stringify(start);
  const same = replayed !== null && replayed.start === key && replayed.actions.length <= actions.length
    && replayed.actions.every((a, i) => JSON.stringify(a) === JSON.stringify(actions[i]));
  if (!same) replayed = { start: key, actions: [], state: createGame(start), events: [] };
  const r = replayed!;
  for (const a of actions.slice(r.actions.length)) {
    const next = apply(r.state, a);
    if (!next.ok) throw new Error(next.refusal.reason);
    r.state = next.state;
    r.events.push(...next.events);
    r.actions.push(a);
  }
  return r.events;
}

export function titlesOf(saveText: unknown, secretOf: readonly Seat[], viewer: Seat | null): Titles {
  const parsed = typeof saveText === 'string' ? readSaveValue(JSON.parse(saveText)) : null;
  if (!parsed?.ok) throw new Error('no readable save');
  const save = parsed.value;
  if ('game' in save) throw new Error('not a WARS save');
  const events = eventsOf(save.start, save.actions);
  const state = replayed!.state;
  const title = (id: CardId) => defOf(state, id).title;
  const hidden = new Set<string>();
  for (const seat of secretOf) {
    const p = state.players[seat];
    for (const id of [...p.hand, ...p.reserve, ...p.active, ...p.used]) hidden.add(title(id));
  }
  const visible = new Set<string>();
  const seen = [...Object.keys(state.table), ...Object.values(state.stacked).flat(),
    ...state.stack.flatMap((item) => ('card' in item ? [item.card] : [])),
    ...state.players.flatMap((p) => [...p.lost, ...p.removed]), ...(viewer === null ? [] : choosingFrom(state, viewer))];
  for (const id of seen) visible.add(title(id));
  const log = events.map((e) => eventText(e, viewer)).join('\n');
  for (const t of hidden) if (log.includes(t)) visible.add(t);
  return { hidden: [...hidden], visible: [...visible] };
}
