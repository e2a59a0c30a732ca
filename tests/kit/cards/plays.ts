// Test-only orders and interrupts.
import type { Ability, Effect, TargetSpec } from '../../../src/engine/abilities/vocabulary';
import { interrupt, order } from '../build';
import type { TestCard } from '../build';

const unitTarget = (select: TargetSpec['select'] = {}): TargetSpec => ({ select: { kinds: ['unit'], ...select } });
const onPlay = (effect: Effect[], targets?: TargetSpec[], extra: Partial<Extract<Ability, { kind: 'onPlay' }>> = {}): Ability =>
  ({ kind: 'onPlay', effect, ...(targets ? { targets } : {}), ...extra });
const untilEot = (change: Extract<Effect, { do: 'lasting' }>['change']): Effect => ({ do: 'lasting', until: 'endOfTurn', change });
const activate = (count: number): Effect[] => [{ do: 'activate', count }];
/** Destroy target card in play of these kinds. */
const destroyTarget = (kinds: NonNullable<TargetSpec['select']['kinds']>): Ability =>
  onPlay([{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds } }]);

export const PLAYS: TestCard[] = [
  // Orders and interrupts with one plain effect.
  order('Test Orders', 'Used', { cost: 1, abilities: [onPlay(activate(1))] }),
  order('Test Last Orders', 'Lost', { cost: 1, abilities: [onPlay(activate(1))] }),
  interrupt('Test Boost', 'Used', { cost: 1, abilities: [onPlay(activate(2))] }),
  interrupt('Test Double Tap', 'Used', { bullets: 2, abilities: [onPlay(activate(1))] }),
  // "Used or Lost" (R-ORDER-03): used, activate 1; lost, activate 3.
  order('Test Either Order', 'Used or Lost', { abilities: [
    { kind: 'onPlay', mode: 'used', effect: activate(1) }, { kind: 'onPlay', mode: 'lost', effect: activate(3) }] }),
  interrupt('Test Either Interrupt', 'Used or Lost', { abilities: [
    { kind: 'onPlay', mode: 'used', effect: activate(1) }, { kind: 'onPlay', mode: 'lost', effect: activate(3) }] }),
  // Cancel target pending card (EX-PEND-02 for orders; for abilities; for drains).
  interrupt('Test Counter', 'Lost', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'card' }])] }),
  interrupt('Test Veto', 'Lost', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'order' }])] }),
  interrupt('Test Jam', 'Used', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'ability' }])] }),
  interrupt('Test Drain Block', 'Used', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'drain' }])] }),
  // Destroy target unit or ship.
  interrupt('Test Strike', 'Used', { abilities: [destroyTarget(['unit', 'ship'])] }),
  // Destroy target card in play: an order (Test Wrecker) and an interrupt (Test Snipe).
  order('Test Wrecker', 'Used', { abilities: [destroyTarget(['unit', 'ship', 'weapon', 'asset'])] }),
  interrupt('Test Snipe', 'Lost', { abilities: [destroyTarget(['unit', 'ship', 'weapon', 'asset'])] }),
  // EX-MOD-01/02: power −3 and +4 until end of turn.
  interrupt('Test Sap', 'Used', { abilities: [onPlay([untilEot({ stat: { power: -3 }, to: { target: 0 } })], [unitTarget()])] }),
  interrupt('Test Pump', 'Used', { abilities: [onPlay([untilEot({ stat: { power: 4 }, to: { target: 0 } })], [unitTarget()])] }),
  // Anticipation (USED): your target character is defense +3 until end of turn.
  interrupt('Test Anticipation', 'Used', { abilities: [onPlay([untilEot({ stat: { defense: 3 }, to: { target: 0 } })],
    [{ select: { who: 'you', kinds: ['character'] } }])] }),
  // Faded: target character defense +2 and can't be targeted by your opponent until end of turn.
  interrupt('Test Faded', 'Used', { cost: 1, bullets: 1, abilities: [onPlay([
    untilEot({ stat: { defense: 2 }, to: { target: 0 } }), untilEot({ untargetable: { target: 0 }, by: 'opponent' })],
  [{ select: { kinds: ['character'] } }])] }),
  // Consultation: destroy target vehicle. Junshi: destroy target asset.
  interrupt('Test Consultation', 'Lost', { abilities: [destroyTarget(['vehicle'])] }),
  interrupt('Test Junshi', 'Lost', { abilities: [destroyTarget(['asset'])] }),
  // Shift in Tactics: the next battle destiny reveal is replaced by +X, X = your target unit's tactics.
  interrupt('Test Shift', 'Lost', { abilities: [onPlay([{ do: 'replaceBattleDestiny', amount: { ofTarget: 0, stat: 'tactics' } }],
    [unitTarget({ who: 'you', at: 'inBattle' })], { only: { not: { battleAfter: 'destiny' } }, noReserveNeeded: true })] }),
  // Clanton Grav Grenade: damages four target units, one at a time.
  interrupt('Test Grenade', 'Used', { abilities: [onPlay([0, 1, 2, 3].map((i) => ({ do: 'damage', card: { target: i } }) as Effect),
    [0, 1, 2, 3].map(() => unitTarget({ who: 'opponent' })))] }),
  // Overburdened (USED part, simplified): if your opponent has 13+ cards in hand, they put 5 on their used pile.
  interrupt('Test Overburdened', 'Used', { abilities: [onPlay([{ do: 'if', cond: { handCards: 'opponent', atLeast: 13 },
    then: [{ do: 'handToUsed', who: 'opponent', count: 5 }] }])] }),
  // Use target opponent's unit as yours.
  interrupt('Test Seize', 'Used', { abilities: [onPlay([{ do: 'takeControl', card: { target: 0 } }], [unitTarget({ who: 'opponent' })])] }),
  // Remove target unit from the game.
  interrupt('Test Banish', 'Lost', { abilities: [onPlay([{ do: 'removeFromGame', card: { target: 0 } }], [unitTarget()])] }),
  // Portent: give target pending card a new place (a sector).
  interrupt('Test Portent', 'Lost', { abilities: [onPlay([{ do: 'redirect', target: 0, to: 1 }],
    [{ select: {}, pending: 'card' }, { select: { kinds: ['sector'] } }])] }),
  // Target character gains Piloting 2 until end of turn.
  interrupt('Test Wings', 'Used', { abilities: [onPlay([untilEot({ gainKeyword: 'piloting', value: 2, to: { target: 0 } })],
    [{ select: { kinds: ['character'] } }])] }),
  // Damage one target unit; damage two target units.
  interrupt('Test Zap', 'Used', { abilities: [onPlay([{ do: 'damage', card: { target: 0 } }], [unitTarget()])] }),
  interrupt('Test Double Hit', 'Used', { abilities: [onPlay([{ do: 'damage', card: { target: 0 } }, { do: 'damage', card: { target: 1 } }],
    [unitTarget(), unitTarget()])] }),
  // A choice: lose 1 from the reserve if you have one, or draw 2 (with 20+ cards in hand).
  order('Test Either', 'Used', { abilities: [onPlay([{ do: 'choice', who: 'you', options: [
    { if: { reserveCards: 'you', atLeast: 1 }, effect: [{ do: 'lose', who: 'you', count: 1, from: 'reserve' }] },
    { if: { handCards: 'you', atLeast: 20 }, effect: [{ do: 'draw', count: 2 }] }] }])] }),
  // EX-EFF-02: each of your units at target location is power +1 until end of turn.
  interrupt('Test Rally', 'Used', { abilities: [onPlay([untilEot({ stat: { power: 1 }, to: { select: { who: 'you', kinds: ['unit'], at: 'here' } } })],
    [{ select: { kinds: ['location'] } }])] }),
  // Draw D cards, a D plus a D (AMB-23: one reveal per D); draw D cards (an interrupt's destiny).
  order('Test Wager', 'Used', { abilities: [onPlay([{ do: 'draw', count: { destiny: 'you', plus: { destiny: 'you' } } }])] }),
  interrupt('Test Quick Draw', 'Used', { abilities: [onPlay([{ do: 'draw', count: { destiny: 'you' } }])] }),
  // Return target unit to its owner's hand.
  interrupt('Test Recall', 'Used', { abilities: [onPlay([{ do: 'toHand', card: { target: 0 } }], [unitTarget()])] }),
  // Damage two of your undamaged units in a battle, each chosen in turn.
  interrupt('Test Friendly Fire', 'Used', { abilities: [onPlay([0, 1].map(() => (
    { do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'inBattle', damaged: false }, as: 0, then: [{ do: 'damage', card: { target: 0 } }] }) as Effect))] }),
  // Your opponent chooses one of their units and damages it (R-TGT-01's exception).
  interrupt('Test Their Pick', 'Used', { abilities: [onPlay([
    { do: 'choose', who: 'opponent', select: { who: 'opponent', kinds: ['unit'] }, as: 0, then: [{ do: 'damage', card: { target: 0 } }] }])] }),
  // Revert target inverter.
  interrupt('Test Revert', 'Used', { abilities: [onPlay([{ do: 'revert', card: { target: 0 } }], [unitTarget()])] }),
  // EX-ABIL-06 card B: the unit it targets is stuck in place for the rest of the turn.
  interrupt('Test Hold', 'Used', { abilities: [onPlay([untilEot({ cannotMove: { target: 0 } })], [{ select: { kinds: ['unit'] } }])] }),
  // EX-DRAIN-02, Syndicate Interference: against a pending drain, the drainer pays 2 from their
  // active pile or dismisses each of their units at the drain location.
  interrupt('Test Interference', 'Used', { bullets: 1, abilities: [onPlay([{ do: 'choice', who: 'opponent', options: [
    { if: { activeCards: 'opponent', atLeast: 2 }, effect: [{ do: 'pay', who: 'opponent', count: 2 }] },
    { effect: [{ do: 'each', select: { who: 'opponent', kinds: ['unit'], at: 'here' }, as: 1, by: 'opponent',
      then: [{ do: 'dismiss', card: { target: 1 } }] }] }] }], [{ select: {}, pending: 'drain' }])] }),
  // EX-MOVE-03, Simple Wager (stand-in, the wager always won): until this phase ends, its player may
  // take movement actions as though in their move phase.
  order('Test Wager Moves', 'Used', { abilities: [onPlay([{ do: 'lasting', until: 'endOfPhase', change: { movementsAsInMovePhase: true } }])] }),
  // EX-EFF-04/05, Sheltered: a Gongen unit in your lost pile, chosen as target, is played.
  order('Test Sheltered', 'Lost', { abilities: [onPlay([{ do: 'playCard', card: { target: 0 }, at: 'any' }],
    [{ select: { kinds: ['unit'], faction: 'Gongen' }, from: 'lost' }])] }),
  // Two interrupts that draw a card, with different titles (Chained stacks one of them).
  interrupt('Test Jolt', 'Used', { abilities: [onPlay([{ do: 'draw', count: 1 }])] }),
  interrupt('Test Shout', 'Used', { abilities: [onPlay([{ do: 'draw', count: 1 }])] }),
  // Damage up to two target units ("any number of target", TargetSpec.upTo).
  interrupt('Test Volley', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'] }, upTo: 2 }],
    effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Your opponent chooses his or her target unit and destroys it (R-TGT-01, TargetSpec.chosenByOpponent).
  interrupt('Test Their Choice', 'Used', { abilities: [{ kind: 'onPlay',
    targets: [{ select: { who: 'opponent', kinds: ['unit'] }, chosenByOpponent: true }], effect: [{ do: 'destroy', card: { target: 0 } }] }] }),
  // A free interrupt that activates 1, playable in any phase.
  interrupt('Test Spark', 'Used', { destiny: 0, abilities: [onPlay(activate(1))] }),
  interrupt('Test Big Spark', 'Used', { destiny: 0, abilities: [onPlay(activate(2))] }),
  // Undamage target damaged unit.
  interrupt('Test Mend', 'Used', { destiny: 0, abilities: [onPlay([{ do: 'undamage', card: { target: 0 } }], [{ select: { kinds: ['unit'], damaged: true } }])] }),
  // Add D to your battle destiny (R-BATTLE-10: it adds to the one battle destiny).
  interrupt('Test Add Destiny', 'Used', { destiny: 0, abilities: [onPlay([{ do: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }])] }),
  // Destiny (R-DESTINY, EX-DESTINY): draw D; Sprinkle's Deal (draw D, for 3 and two Maverick icons);
  // activate D + D (two reveals); activate the opponent's D; draw 1 if your D beats theirs.
  order('Test Insight', 'Used', { abilities: [onPlay([{ do: 'draw', count: { destiny: 'you' } }])] }),
  order("Test Sprinkle's Deal", 'Used', { cost: 3, faction: 'Maverick', support: { Maverick: 2 },
    abilities: [onPlay([{ do: 'draw', count: { destiny: 'you' } }])] }),
  order('Test Double Insight', 'Used', { abilities: [onPlay([{ do: 'activate', count: { destiny: 'you', plus: { destiny: 'you' } } }])] }),
  order('Test Tribute', 'Used', { abilities: [onPlay([{ do: 'activate', count: { destiny: 'opponent' } }])] }),
  order('Test Dare', 'Used', { abilities: [onPlay([{ do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] },
    then: [{ do: 'draw', count: 1 }] }])] }),
  // EX-DESTINY-08, Shift in Tactics (battle destiny +D, playable with an empty reserve); EX-DESTINY-07,
  // Simple Wager (activate the opponent's D + D, if they have a reserve); EX-DESTINY-06 (damage target
  // opposing unit whose defense is below your D).
  interrupt('Test Shift in Tactics', 'Used', { abilities: [onPlay([{ do: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }], undefined,
    { noReserveNeeded: true })] }),
  interrupt('Test Simple Wager', 'Used', { abilities: [onPlay([{ do: 'if', cond: { reserveCards: 'opponent', atLeast: 1 },
    then: [{ do: 'activate', count: { destiny: 'opponent', plus: { destiny: 'opponent' } } }] }], undefined, { noReserveNeeded: true })] }),
  interrupt('Test Sniper Shot', 'Used', { abilities: [onPlay([{ do: 'if', cond: { compare: [{ ofTarget: 0, stat: 'defense' }, '<', { destiny: 'you' }] },
    then: [{ do: 'damage', card: { target: 0 } }] }], [{ select: { who: 'opponent', kinds: ['unit'] } }])] }),
  // Energy (R-ENERGY): the opponent loses 2, or 4; retrieve a card (a LOST order); download a card
  // whose title names Mars.
  order('Test Levy', 'Used', { abilities: [onPlay([{ do: 'lose', who: 'opponent', count: 2 }])] }),
  order('Test Big Levy', 'Used', { abilities: [onPlay([{ do: 'lose', who: 'opponent', count: 4 }])] }),
  order('Test Salvage Order', 'Lost', { abilities: [onPlay([{ do: 'retrieve', count: 1 }])] }),
  order('Test Recruit', 'Used', { abilities: [onPlay([{ do: 'download', select: { titleHas: 'Mars' } }])] }),
  // Target a location, for no effect (R-ENC-02: a stacked encampment is no location).
  interrupt('Test Survey', 'Used', { abilities: [onPlay([], [{ select: { kinds: ['location'] } }])] }),
  // Your target unit is power +1 until end of turn (EX-ABIL-08: "your unit" is one you have in play).
  interrupt('Test Cheer', 'Used', { abilities: [onPlay([untilEot({ stat: { power: 1 }, to: { target: 0 } })], [{ select: { who: 'you', kinds: ['unit'] } }])] }),
  // EX-ABIL-09, Syndicate Interference as a one-bullet interrupt that activates 1.
  interrupt('Test Syndicate Interference', 'Used', { bullets: 1, abilities: [onPlay(activate(1))] }),
  // Playing cards: draw D for 3 (requirements before costs); an extra cost of losing 1, with
  // activate 1 or with no effect; you lose 1 (an order's effects before its pile).
  order('Test Deal', 'Used', { cost: 3, abilities: [onPlay([{ do: 'draw', count: { destiny: 'you' } }])] }),
  order('Test Sacrifice', 'Used', { abilities: [onPlay(activate(1), undefined, { extraCost: [{ lose: 1 }] })] }),
  order('Test Toll', 'Used', { abilities: [onPlay([], undefined, { extraCost: [{ lose: 1 }] })] }),
  order('Test Self Levy', 'Used', { abilities: [onPlay([{ do: 'lose', who: 'you', count: 1 }])] }),
  // An order with a bullet and no effect (R-CARD-07).
  order('Test Bulleted Order', 'Used', { bullets: 1, abilities: [onPlay([])] }),
  // EX-ABIL-05, Writer's Block: your opponent can't draw any more cards this turn.
  interrupt("Test Writer's Block", 'Used', { abilities: [onPlay([{ do: 'cantDraw', who: 'opponent' }])] }),
  // Your drains take 1 more until end of turn.
  interrupt('Test Tax', 'Used', { destiny: 0, abilities: [onPlay([untilEot({ drain: 1 })])] }),
  // Draw two cards (from the reserve, as card effects do: R-DRAW-05).
  interrupt('Test Study', 'Used', { destiny: 0, abilities: [onPlay([{ do: 'draw', count: 2 }])] }),
  // A retrieval: it takes a card at random from your lost pile (R-ENERGY-11).
  interrupt('Test Salvage', 'Used', { abilities: [onPlay([{ do: 'retrieve', count: 1 }])] }),
];

/** Energy filler: "Destiny N" is a USED order with no ability and destiny N. */
export const destinyFiller = (n: number): TestCard => order(`Destiny ${n}`, 'Used', { destiny: n });
