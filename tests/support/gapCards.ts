// Test-only cards for the rules-coverage gaps (tests/rules/gaps.test.ts). Numbered T300 and up so
// they never clash with rulesCards.ts (T1..) or coreCards.ts (T200..). Each stands in for a card
// named in the checklist's worked examples, keeping the example's numbers where it gives them.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardDef } from '../../src/engine/cards/types';
import type { Scenario } from '../../src/scenario/types';
import { core } from './coreCards';
import { asset, character, interrupt, order, ship, site, vehicle } from './rulesCards';

type Def = Omit<CardDef, 'number'>;

const fighter = { kinds: ['ship' as const], label: 'Fighter' };
const enters: Ability = { kind: 'triggered', on: 'entersPlay', effect: [{ do: 'draw', count: 1 }] };

export const G = {
  infirmary: 'T300', hold: 'T301', carrier: 'T302', hauler: 'T303', interference: 'T304', sloop: 'T305', diplomat: 'T306',
  wager: 'T307', shipyard: 'T308', reliable: 'T309', plainFighter: 'T310', sheltered: 'T311', technician: 'T312',
  lord: 'T313', elder: 'T314', salvage: 'T315', kizen: 'T316', presence: 'T317', rider: 'T318', envoy: 'T319', ace: 'T320', zocho: 'T321',
} as const;

export const GAP: Record<string, Def> = {
  // EX-ABIL-02: each time one of your units here is damaged, activate up to 2.
  T300: site('Ganymede/Test Infirmary', [1, 1], { abilities: [{ kind: 'triggered', on: 'unitDamaged',
    if: { card: 'eventCard', is: { who: 'you', kinds: ['unit'], at: 'here' } }, effect: [{ do: 'activate', count: 2, upTo: true }] }] }),
  // EX-ABIL-06 card B: the unit it targets is stuck in place for the rest of the turn.
  T301: interrupt('Test Hold', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannotMove: { target: 0 } } }] }] }),
  // EX-MOVE-01: 3 energy unloads a vehicle carried by this ship onto a related site.
  T302: ship('Test Carrier', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'activated', cost: [{ pay: 3 }],
    targets: [{ select: { kinds: ['vehicle'], at: 'aboardThis' } }, { select: { kinds: ['site'], at: 'relatedSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  // A vehicle with Transport 2.
  T303: vehicle('Test Hauler', [2, 2, 2], { abilities: [{ kind: 'keyword', keyword: 'transport', value: 2 }] }),
  // EX-DRAIN-02, Syndicate Interference: against a pending drain, the drainer pays 2 from their active
  // pile or dismisses each of their units at the drain location.
  T304: interrupt('Test Interference', 'Used', { bullets: 1, abilities: [{ kind: 'onPlay', targets: [{ select: {}, pending: 'drain' }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { if: { activeCards: 'opponent', atLeast: 2 }, effect: [{ do: 'pay', who: 'opponent', count: 2 }] },
      { effect: [{ do: 'each', select: { who: 'opponent', kinds: ['unit'], at: 'here' }, as: 1, by: 'opponent',
        then: [{ do: 'dismiss', card: { target: 1 } }] }] }] }] }] }),
  // EX-BATTLE-10, Racing Sloop: each time you reveal battle destiny, you may pay 3 to destroy an
  // opposing fighter in the battle.
  T305: ship('Test Sloop', [4, 4, 2], 2, { abilities: [{ kind: 'triggered', on: 'revealBattleDestiny', inStep: true, effect: [
    { do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'choose', select: { ...fighter, who: 'opponent', at: 'inBattle' }, as: 0,
      then: [{ do: 'destroy', card: { target: 0 } }] }] }] }] }),
  // EX-BATTLE-11, Diplomacy Bot: your casualties in battles here are reduced to 5.
  T306: character('Test Diplomat', [0, 1, 3], { abilities: [{ kind: 'ongoing', change: { casualtiesAtMost: 5 } }] }),
  // EX-MOVE-03, Simple Wager (stand-in): you may make up to 2 movements.
  T307: order('Test Wager Moves', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'lasting', until: 'endOfPhase', change: { movementsAsInMovePhase: true } }] }] }),
  // EX-TRIG-05, Amorian Shipyard: • play a fighter stacked on this asset.
  T308: asset('Test Shipyard', undefined, { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    effect: [{ do: 'play', from: 'stackedOnSelf', select: fighter, at: 'any' }] }] }),
  // Reliable Quarrel: free when the shipyard plays it; when this ship enters play, draw a card.
  T309: ship('Test Reliable', [3, 1, 6], 1, { cost: 3, abilities: [enters, { kind: 'play', rule: { freeVia: 'Test Shipyard' } }] }),
  T310: ship('Test Plain Fighter', [2, 1, 2], 1, { cost: 2, abilities: [enters] }),
  // EX-EFF-04/05, Sheltered: a Gongen unit in your lost pile, chosen as target, is played.
  T311: order('Test Sheltered', 'Lost', { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'], faction: 'Gongen' }, from: 'lost' }],
    effect: [{ do: 'playCard', card: { target: 0 }, at: 'any' }] }] }),
  T312: character('Test Technician', [2, 2, 4], { cost: 1, faction: 'Gongen', support: { Gongen: 1 } }),
  T313: character('Test Gongen Lord', [3, 3, 3], { cost: 0, faction: 'Gongen', unique: true, support: { Gongen: 1 } }),
  T314: character('Test Gongen Elder', [3, 3, 3], { cost: 0, faction: 'Gongen', support: { Gongen: 3 } }),
  // A retrieval: it takes a card at random from your lost pile (R-ENERGY-11).
  T315: interrupt('Test Salvage', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'retrieve', count: 1 }] }] }),
  // EX-RUL-04, Ominous Presence: a kizen asset that moves itself to an eligible card.
  T316: character('Test Kizen', [1, 1, 1], { labels: ['Kizen'] }),
  T317: asset('Test Presence', 'Kizen', { abilities: [{ kind: 'activated', cost: [], targets: [{ select: { eligibleHost: true } }],
    effect: [{ do: 'move', card: 'self', to: { target: 0 } }] }] }),
  T318: character('Test Rider', [1, 1, 1]),
  // Diplomacy Bot's numbers without its ability.
  T319: character('Test Envoy', [0, 1, 3]),
  // EX-MOVE-02, Ranarti-Anant aboard the Zocho: move the ship this character is aboard to another sector.
  T320: character('Test Ace', [2, 2, 2], { abilities: [{ kind: 'activated', cost: [], targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }],
    effect: [{ do: 'move', card: 'shipAboard', to: { target: 0 } }] }] }),
  T321: ship('Test Zocho', [5, 3, 5], 4, { capital: true, abilities: [{ kind: 'keyword', keyword: 'transport', value: 4 }] }),
};

/** A scenario with the rules, core and gap libraries. */
export function gap(sc: Parameters<typeof core>[0]): Scenario {
  return core({ ...sc, extraCards: { ...GAP, ...sc.extraCards } });
}
