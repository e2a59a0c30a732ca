// X-COM Incursion's puzzles, from easy to hard: each is checked on the engine by `npm run lessons`
// (its solution wins the turn; passing and each wrong line do not). A seed is the whole deal.
import type { XcomPuzzle } from '../xcom';

/** The Aliens use none of their actions and meld the first card offered each time. */
const MELD_ALL = Array.from({ length: 6 }, () => ({ type: 'meld' as const }));

const TURN_ONE = { turn: 1, phase: 'base' as const };
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
    { type: 'kill', card: 'Fighter Jets', target: 'Alien Abduction' },
    { type: 'meld', card: 'Improved AP Ammo' }, { type: 'meld', card: 'Alien Alloys' },
    { type: 'meld', card: 'Investigate Crash Site' }, { type: 'meld', card: 'Workshops' },
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
    move: 'Kill Alien Abduction with Fighter Jets in the action phase, then meld one card of each type you can: Improved AP Ammo (it takes no Weapon place), Alien Alloys, Investigate Crash Site and a Base.',
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

export const XCOM_PUZZLE_LIST: XcomPuzzle[] = [NO_MISSION, EVERY_POINT];
