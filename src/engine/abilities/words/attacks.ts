// Attacks made by cards rather than by the attack action (Hostilities Unleashed): the moment a
// player could attack, and an attack an effect makes.
import { playerCannot } from '../../derive/stats';
import { attackRefusal } from '../../rules/phaseActions';
import { logEvent, named, setCounters } from '../../state';
import type { Step } from '../../types';
import { condition, effect, READ } from '../define';
import { flag, node } from '../schema';
import { refCardOf } from '../select';

/** The reader could take the attack action now: their own battle phase, nothing on the stack, no
 * battle under way (R-BATTLE-01, R-BATTLE-04); whether a location could be attacked is not asked. */
export const couldAttack = condition('couldAttack', { couldAttack: flag }, {
  text: (): string => 'you could attack now',
  negated: (): string => 'you could not attack now',
  reads: READ.phase | READ.battle,
  holds: (s, ctx): boolean => attackRefusal(s, ctx.seat) === null,
});

/** An attack at the location a ref names, at no cost: it goes on the stack as the attack action's
 * would (R-BATTLE-01) and is checked the same way as it resolves, but the location may already have
 * been attacked this phase (R-BATTLE-02 limits the action). Nothing happens while a battle is under
 * way (R-BATTLE-04) or if a card says the player can't attack there (R-GEN-03). */
export const attack = effect('attack', { at: node('ref') }, {
  text: (e, say): string => `attack at ${say.ref(e.at)} at no cost`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const loc = refCardOf(s, ctx, e.at);
    if (loc === undefined || !s.row.includes(loc) || s.battle || playerCannot(s, 'attack', ctx.seat, loc)) return [];
    if (!s.counters.attacked.includes(loc)) setCounters(g, { attacked: [...s.counters.attacked, loc] });
    s.stack.push({ id: s.nextId++, kind: 'attack', seat: ctx.seat, location: loc });
    s.passes = 0;
    logEvent(g, { kind: 'attackAction', seat: ctx.seat, at: named(s, loc), by: named(s, ctx.source) });
    return [];
  },
});
