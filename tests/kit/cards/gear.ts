// Test-only weapons and assets.
import type { TargetSpec } from '../../../src/engine/abilities/vocabulary';
import { asset, weapon } from '../build';
import type { TestCard } from '../build';

const unitTarget = (select: TargetSpec['select'] = {}): TargetSpec => ({ select: { kinds: ['unit'], ...select } });
const fighter = { kinds: ['ship' as const], label: 'Fighter' };

export const GEAR: TestCard[] = [
  // Plain weapons with no ability.
  weapon('Plain Rifle', 'Character'),
  weapon('Plain Ship Gun', 'Ship'),
  weapon('Test Rifle', 'Character', { cost: 1 }),
  weapon('Test Fighter Gun', 'Fighter', { cost: 1 }),
  weapon('Test Ship Gun', 'Ship', { cost: 1 }),
  // Plasma Cannon (on a vehicle): • pay 1: damage target opposing unit here.
  weapon('Test Cannon', 'Vehicle', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'opponent', at: 'here' })], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // A weapon with a bulleted ability (R-ABIL-04: its host's Quickdraw adds bullets).
  weapon('Test Pistol', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], effect: [{ do: 'activate', count: 1 }] }] }),

  // Stand-in for Plasma Cannon with Armor Penetrating (EX-BATTLE-09, AMB-20): once a turn, pay 1: damage
  // an opposing vehicle in the battle and two opposing characters here.
  weapon('Test Heavy Cannon', 'Vehicle', { destiny: 0, abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'opponent', kinds: ['vehicle'], inBattle: true } },
      { select: { who: 'opponent', kinds: ['character'], at: 'here' } }, { select: { who: 'opponent', kinds: ['character'], at: 'here' } }],
    effect: [{ do: 'damage', card: { target: 0 } }, { do: 'damage', card: { target: 1 } }, { do: 'damage', card: { target: 2 } }] }] }),
  // Plasma Cannon as EX-BATTLE-09 uses it with the real Armor Penetrating: once a turn, pay 1: damage
  // an opposing vehicle in the battle, wherever that is.
  weapon('Test Long Cannon', 'Vehicle', { destiny: 0, abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'opponent', kinds: ['vehicle'], inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Stand-in for Assailing Vatarma (EX-BATTLE-12): once a turn, your opponent chooses his or her target
  // undamaged unit in the battle here and it is damaged.
  weapon('Test Goad', 'Character', { destiny: 0, abilities: [{ kind: 'activated', bullets: 1, cost: [],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, damaged: false }, chosenByOpponent: true }],
    effect: [{ do: 'damage', card: { target: 0 } }] }] }),

  // Once a turn, pay 1: damage target undamaged opposing unit in the battle here (R-WEAPON-07).
  weapon('Test Blaster', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, damaged: false } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // A weapon with a one-bullet ability (R-ABIL-04).
  weapon('Test Sidearm', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], effect: [] }] }),

  // Plain assets: one that stands by itself, one on a character, one played on an opposing character.
  asset('Test Banner', undefined, { cost: 1 }),
  asset('Test Medal', 'Character', { cost: 1 }),
  asset('Test Gift', 'Character', { abilities: [{ kind: 'play', rule: { opponentHost: true } }] }),
  // First Aid: once per turn, 1 energy: your chosen unit survives its next destruction this turn, undamaged.
  asset('Test First Aid', undefined, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })], effect: [{ do: 'preventNext', card: { target: 0 }, undamage: true }] }] }),
  // First Aid without its undamage: the card stays damaged after the prevention (R-REPL-03).
  asset('Test Bandage', undefined, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })], effect: [{ do: 'preventNext', card: { target: 0 } }] }] }),
  // EX-TRIG-01: each time any player draws, you may activate 1; each time you draw, your opponent loses 1.
  asset('Test Any Draw', undefined, { abilities: [{ kind: 'triggered', on: { draws: 'any' }, optional: true, effect: [{ do: 'activate', count: 1 }] }] }),
  asset('Test My Draw', undefined, { abilities: [{ kind: 'triggered', on: { draws: 'you' }, effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] }),
  // Cruel Lesson: each time a unit is damaged, if its player has another damaged unit, they lose 2.
  asset('Test Cruel Lesson', undefined, { abilities: [{ kind: 'triggered', on: { damaged: { kinds: ['unit'] } }, forEventPlayer: true,
    if: { count: { who: 'you', kinds: ['unit'], damaged: true }, atLeast: 2 }, effect: [{ do: 'lose', who: 'you', count: 2 }] }] }),
  // Price of the Game (in a step): each time you reveal battle destiny, that card +1 and draw a card.
  asset('Test Price', undefined, { abilities: [{ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true,
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: 1, revealedCard: true }, { do: 'draw', count: 1 }] }] }),
  // Each time you reveal battle destiny, damage target opposing unit in the battle (R-TRIG-04: a
  // trigger with a target, resolving at once in the step).
  asset('Test Reveal Volley', undefined, { abilities: [{ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true,
    targets: [{ select: { who: 'opponent', kinds: ['unit'], inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Two copies of "each time you reveal battle destiny, +1 to it", to see in which order in-step
  // triggers resolve (AMB-13).
  ...['Test Price A', 'Test Price B'].map((t) => asset(t, undefined, { abilities: [{ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true,
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: 1 }] }] })),
  // Dedication: your damaged characters are defense +1.
  asset('Test Dedication', undefined, { abilities: [{ kind: 'ongoing',
    change: { stat: { defense: 1 }, to: { select: { who: 'you', kinds: ['character'], damaged: true } } } }] }),
  // EX-MOD-04, Indiscriminate Strike: +2 power to its host.
  asset('Test Power Harness', 'Character', { abilities: [{ kind: 'ongoing', change: { stat: { power: 2 }, to: 'host' } }] }),
  // Each time you draw a card, activate 1 (an order-of-play trigger).
  asset('Test Draw Engine', undefined, { abilities: [{ kind: 'triggered', on: { draws: 'you' }, effect: [{ do: 'activate', count: 1 }] }] }),
  // Your units cost 3 less to play.
  asset('Test Rebate', undefined, { abilities: [{ kind: 'ongoing', change: { costs: -3, to: 'play', of: { kinds: ['unit'] } } }] }),
  // EX-TRIG-05, Amorian Shipyard: • play a fighter stacked on this asset.
  asset('Test Shipyard', undefined, { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    effect: [{ do: 'play', from: 'stackedOnSelf', select: fighter, at: 'any' }] }] }),
  // EX-RUL-04, Ominous Presence: a kizen asset that moves itself to an eligible card.
  asset('Test Presence', 'Kizen', { abilities: [{ kind: 'activated', cost: [], targets: [{ select: { eligibleHost: 'self' } }],
    effect: [{ do: 'move', card: 'self', to: { target: 0 } }] }] }),
];
