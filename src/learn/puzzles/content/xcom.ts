// X-COM Incursion's puzzles, from easy to hard: each is checked on the engine by `npm run lessons`
// (its solution wins the turn; passing and each wrong line do not). A seed is the whole deal.
import type { XcomPuzzle } from '../xcom';

/** The Aliens use none of their actions and meld the first card offered each time. */
const MELD_ALL = Array.from({ length: 6 }, () => ({ type: 'meld' as const }));

const TURN_ONE = { turn: 1, phase: 'base' as const };

/** A deal played on for some turns with Earth doing nothing and the Aliens melding everything
 * they can: the panic they win piles up, as it does for a side that loses turn after turn. */
const LOSING_UNTIL = (turn: number) => ({ aliens: Array.from({ length: 12 * turn }, () => ({ type: 'meld' as const })), until: { turn, phase: 'action' as const } });
const BY_MORALE = 'before turn 1\'s morale phase is over';

const NO_MISSION: XcomPuzzle = {
  id: 'xcom-no-mission',
  title: 'Take their mission away',
  task: 'You are Earth. Your best Interceptor cannot beat the Aliens\' scouts, so the melds will decide this turn, and the Aliens have as many points to meld as you do. They will not use any of their actions, and they meld everything they can. Win the turn.',
  difficulty: 1,
  seed: 158,
  goal: { kind: 'winTurn' },
  limit: TURN_ONE,
  limitText: BY_MORALE,
  opponent: MELD_ALL,
  solution: [
    // Either Logistics card and either Base will do: each ranks 1.
    { type: 'kill', card: 'Fighter Jets', target: 'Alien Abduction' },
    { type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', cardType: 'logistics' },
    { type: 'meld', card: 'Investigate Crash Site' }, { type: 'meld', cardType: 'base' },
  ],
  wrong: [
    // The best meld alone ties, and a tie is the Aliens'.
    [{ type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', card: 'Alien Alloys' }, { type: 'meld', card: 'Investigate Crash Site' }, { type: 'meld', card: 'Workshops' }],
    // The kill, then a meld with a place left empty.
    [{ type: 'kill', card: 'Fighter Jets', target: 'Alien Abduction' }, { type: 'meld', card: 'Alien Alloys' }, { type: 'meld', card: 'Investigate Crash Site' }, { type: 'meld', card: 'Workshops' }],
  ],
  hints: {
    rule: { text: 'Tactics goes to the higher meld total, and a tie goes to the Aliens. A Kill in the action phase sends one of their cards to the discard pile before anyone melds.', rules: ['XR-MELD-03', 'XR-ACT-04'] },
    card: { text: 'Alien Abduction is a Mission, the kind your Fighter Jets can Kill; it is a point in their meld, and 2 panic if they win the turn.', card: 'Alien Abduction' },
    move: 'Kill Alien Abduction with Fighter Jets in the action phase, then meld one card of each type you can: Improved AP Ammo (it takes no Weapon place), a Logistics card, Investigate Crash Site and a Base.',
  },
  explain: 'Your best meld makes 4, and so does theirs: a tie, which is the Aliens\'. Killing Alien Abduction took a point from their meld before tactics began, and a card in each of your four places made 4 against 3. Earth won the turn, so no panic was added.',
};

const EVERY_POINT: XcomPuzzle = {
  id: 'xcom-every-point',
  title: 'Every point counts',
  task: 'You are Earth. The interception is a tie, so it goes to the Aliens, and their Plasma Guns make their meld as big as the best one you can build. They will not use any of their actions, and they meld everything they can. Win the turn.',
  difficulty: 3,
  seed: 184,
  goal: { kind: 'winTurn' },
  limit: TURN_ONE,
  limitText: BY_MORALE,
  opponent: MELD_ALL,
  solution: [
    { type: 'kill', card: 'Fighter Jets', target: 'Alien Research' },
    { type: 'meld', card: 'Auto-Cannons' }, { type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', card: 'Alien Autopsy' },
    { type: 'meld', card: 'Workshops' }, { type: 'meld', card: 'Rookie Squad' },
  ],
  wrong: [
    // The biggest meld without the kill: 9 against 9.
    [{ type: 'meld', card: 'Auto-Cannons' }, { type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', card: 'Alien Autopsy' }, { type: 'meld', card: 'Workshops' }, { type: 'meld', card: 'Rookie Squad' }],
    // The kill, but the weaker Logistics card: 8 against 8.
    [{ type: 'kill', card: 'Fighter Jets', target: 'Alien Research' }, { type: 'meld', card: 'Auto-Cannons' }, { type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', card: 'Alien Alloys' }, { type: 'meld', card: 'Workshops' }, { type: 'meld', card: 'Rookie Squad' }],
  ],
  hints: {
    rule: { text: 'A meld takes one card of each type, and a card with Extra takes no place at all. Cards that raise the rank of others count whether or not they are melded themselves.', rules: ['XR-MELD-01', 'XR-MELD-04', 'XR-MELD-06'] },
    card: { text: 'Alien Research is the only Mission in play: your Fighter Jets can Kill it before the melds.', card: 'Alien Research' },
    move: 'Kill Alien Research with Fighter Jets, then meld Auto-Cannons, Improved AP Ammo, Alien Autopsy, Workshops and Rookie Squad: 9 against their 8.',
  },
  explain: 'Rookie Squad lifts your Weapons, Auto-Cannons lifts your Interceptor, and Improved AP Ammo sits in the meld beside Auto-Cannons without a place of its own: 9 is the most your cards can make, and it only ties the Aliens\' 9. The Kill took their Mission away first, so 9 beat 8. The weaker Logistics card, or no Kill, would have left a tie, which is theirs.',
};

const TIE_IN_THE_AIR: XcomPuzzle = {
  id: 'xcom-tie-in-the-air',
  title: 'A tie in the air',
  task: 'You are Earth, and three lost turns have pushed panic to 21. Your Fighter Jets, raised by Auto-Cannons, score 2 in the interception; their Small Scout, raised by Navigator, scores 2 as well. The Aliens will not use any of their actions. Win the interception.',
  difficulty: 1,
  seed: 6,
  before: LOSING_UNTIL(4),
  goal: { kind: 'winInterception' },
  limit: { turn: 4, phase: 'tactics' },
  limitText: 'before turn 4\'s tactics phase',
  opponent: MELD_ALL,
  solution: [{ type: 'boost', card: 'Auto-Cannons' }],
  hints: {
    rule: { text: 'An interception that ends level goes to the Aliens. From panic 20 on, every Earth Weapon and Defense card can be given up for 1 more rank, and in the interception that rank is added to Earth\'s score.', rules: ['XR-INT-03', 'XR-COMP-03', 'XR-INT-02'] },
    card: { text: 'Auto-Cannons is a Weapon: at this panic level it can be traded for 1 more rank.', card: 'Auto-Cannons' },
    move: 'In the interception, use the Trash for rank of Auto-Cannons before the scores are counted.',
  },
  explain: 'Level scores are the Aliens\', so 2 against 2 was a lost interception. Panic above 20 lets Earth trade a Weapon or a Defense for a point: Auto-Cannons, given up for rank, made it 3 against 2, and it still raised the Fighter Jets while it stayed in play. Winning the interception skips tactics, and panic fell by the gap.',
};

const LOSE_SMALL: XcomPuzzle = {
  id: 'xcom-lose-small',
  title: 'Lose by little',
  task: 'You are Earth, with no Interceptor in play, so the Aliens take the interception, and their meld will beat anything you can build. They will not use any of their actions, and they meld everything they can. You cannot win this turn: leave panic at 4 or less.',
  difficulty: 2,
  seed: 64,
  goal: { kind: 'panicAtMost', panic: 4 },
  limit: TURN_ONE,
  limitText: BY_MORALE,
  opponent: MELD_ALL,
  solution: [
    { type: 'meld', card: 'Electro-Flares' }, { type: 'meld', card: 'Rookie Squad' },
    { type: 'meld', card: 'Alien Autopsy' }, { type: 'meld', card: 'Main Base' },
  ],
  wrong: [
    // The weaker Logistics card and the weaker Base: panic 6.
    [{ type: 'meld', card: 'Electro-Flares' }, { type: 'meld', card: 'Rookie Squad' }, { type: 'meld', card: 'Alien Alloys' }, { type: 'meld', card: 'Workshops' }],
    // Everything but the Extra card: panic 5.
    [{ type: 'meld', card: 'Rookie Squad' }, { type: 'meld', card: 'Alien Autopsy' }, { type: 'meld', card: 'Main Base' }],
  ],
  hints: {
    rule: { text: 'When the Aliens win the turn, panic rises by how far their meld beats yours, and then by the Panic of each of their cards in play. Every point your meld adds is a point of panic saved.', rules: ['XR-MORALE-02', 'XR-MELD-03', 'XR-MELD-04'] },
    card: { text: 'Alien Abduction adds 2 panic on top of the gap whenever the Aliens win, and you have nothing that can Kill it: only the gap is yours to shrink.', card: 'Alien Abduction' },
    move: 'Meld the best card of each type: Electro-Flares (it takes no Tactics place), Rookie Squad, Alien Autopsy rather than Alien Alloys, and Main Base rather than Workshops.',
  },
  explain: 'A lost turn costs the gap between the melds plus the Panic of the Aliens\' cards. Alien Abduction\'s 2 could not be stopped, so everything rode on the gap: the stronger Logistics card and the stronger Base, with Electro-Flares free of its place, made 6 against their 8, and panic rose by only 2 and 2.',
};

export const XCOM_PUZZLE_LIST: XcomPuzzle[] = [NO_MISSION, TIE_IN_THE_AIR, LOSE_SMALL, EVERY_POINT];
