// Medium puzzles: two ideas at once, or a card's own ability at the right moment.
import type { PlayerEntry, Scenario } from '../../../scenario/types';
import type { Puzzle } from '../types';

/** Two fighters of yours at the Traginium Source against three ships, both destinies 0: the
 * opponent's side and the row of the two fighter-wing puzzles (here and in hard.ts). */
export const THEIR_DESTINY_ZERO: PlayerEntry = { reserve: [{ card: '1S301', name: 'their destiny card' }, '1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] };
export const FIGHTERS_AT_SOURCE: Scenario['row'] = [
  { card: '1S308', name: 'camp', controller: 0 },
  { card: '1C309', name: 'source', controller: 0, cards: [[{ card: '1C110', name: 'zocho' }, { card: '1C80', name: 'jikoku' }], [{ card: '1C165', name: 'vulture' }, { card: '1C282', name: 'transport' }, { card: '1C165', name: 'second vulture' }]] },
  { card: '1U316', name: 'haven', controller: 0 },
];

export const REACH_DESTINY: Puzzle = {
  id: 'reach-destiny',
  title: 'Four tactics',
  task: 'At the Underground Bunker your Resource Technician faces two units, and neither side would draw a battle destiny. Deploy, then win a battle this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 104, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1U94', '1C93', '1C110', '1U99', '1C63'],
        active: ['1C70', '1C93', '1U76', '1C80', '1C110'],
        hand: [{ card: '1U76', name: 'leader' }],
      },
      { reserve: ['1C7', '1C32', '1C13', '1C25', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1C311', name: 'bunker', controller: 0, cards: [[{ card: '1C93', name: 'technician' }], [{ card: '1C32', name: 'officer' }, { card: '1C4', name: 'guru' }]] },
    ],
  },
  solution: [
    { type: 'play', card: '@leader', at: '@bunker' },
    { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [[{ type: 'play', card: '@leader', at: '@camp' }, { type: 'attack', location: '@bunker' }]],
  hints: {
    rule: { text: 'A side reveals a battle destiny only with 4 or more tactics among its cards in the battle, and the destiny adds to its power.', rules: ['R-BSTEP-04', 'R-BSTEP-17'] },
    card: { text: 'Ikazuchi Leader has 3 tactics, the middle number; your Technician has 2.', card: '@leader' },
    move: 'Play Ikazuchi Leader at the Underground Bunker, end your deploy phase, attack there and reveal your battle destiny.',
  },
  explain: 'With the Leader beside it your side had 5 tactics, enough to reveal a battle destiny, and the top of your reserve was a 6. Power 3 plus 6 beat their 2; without the Leader it was 2 against 2, and a tie wins nothing.',
};

export const FOLLOWER_TRICK: Puzzle = {
  id: 'follower-trick',
  title: 'A timely sacrifice',
  task: 'Win the battle at the Underground Bunker. Their battle destiny will be a 5, yours a 4: as things stand, the totals tie.',
  difficulty: 2,
  goal: { kind: 'winBattle' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 105, turn: 6, turnPlayer: 0, phase: 'battle',
    players: [
      { reserve: ['1C70', '1C93', '1C110', '1U99', '1C63'], active: ['1C70', '1C93', '1U76'] },
      { reserve: ['1PF1', '1C7', '1C32', '1C25', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1C311', name: 'bunker', controller: 0,
        cards: [
          [{ card: '1U99', name: 'follower' }, { card: '1C70', name: 'tactician' }, { card: '1C93', name: 'technician' }],
          [{ card: '1C32', name: 'officer' }, { card: '1C4', name: 'guru' }, { card: '1C13', name: 'trooper' }, { card: '1C7', name: 'grunt' }],
        ],
      },
    ],
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [
    { type: 'attack', location: '@bunker' }, { type: 'use', card: '@follower', paying: ['@tactician'] },
    { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [[{ type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } }]],
  hints: {
    rule: { text: 'Each side\'s total power is its units\' power plus its battle destiny; equal totals mean nobody wins. A change to battle destiny must come before the battle destiny step.', rules: ['R-BSTEP-17', 'R-BSTEP-18'] },
    card: { text: 'Shikami Follower can dismiss another of your units here to lower your opponent\'s battle destiny by 3.', card: '@follower' },
    move: 'Attack, then at once use Shikami Follower, dismissing the Grid Tactician (power 1), and reveal your destiny.',
  },
  explain: 'Giving up the Tactician cost you 1 power but took 3 off their destiny: 8 against 6 instead of 9 against 9. Your side kept 5 tactics, so you still revealed your own destiny.',
};

export const FIGHTER_WING: Puzzle = {
  id: 'fighter-wing',
  title: 'Wing of three',
  task: 'Your two fighters at the Traginium Source face three ships. You can afford one more ship. Deploy, then win a battle this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 106, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: [{ card: '1S308', name: 'destiny card' }, '1C93', '1U76', '1U99', '1C63'],
        active: ['1C70', '1C93', '1U76', '1C80'],
        hand: [{ card: '1C108', name: 'tamon' }],
      },
      THEIR_DESTINY_ZERO,
    ],
    row: FIGHTERS_AT_SOURCE,
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [
    { type: 'play', card: '@tamon', at: '@source' },
    { type: 'attack', location: '@source' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [[{ type: 'play', card: '@tamon', at: '@haven' }, { type: 'attack', location: '@source' }, { type: 'choose', choice: { reveal: true } }]],
  hints: {
    rule: { text: 'Ships fight at sectors. A card\'s own text can raise its power while something holds, and the total power of each side decides the battle.', rules: ['R-BSTEP-17'] },
    card: { text: 'Zocho Fighter gets +1 power while two or more of your other Gongen fighters share its location.', card: '@zocho' },
    move: 'Play the Tamon Fighter at the Traginium Source, end your deploy phase, attack there and reveal your destiny.',
  },
  explain: 'The Tamon Fighter added its own 2 power and made three fighters together, so the Zocho Fighter rose to 3: 7 against their 6 (both destinies were 0). Without that +1, three fighters would only have tied.',
};

export const SOAK_CASUALTIES: Puzzle = {
  id: 'soak-casualties',
  title: 'Pay with a unit',
  task: 'Your opponent is winning the battle at Vantage Point, and you have one energy left and no hand. Still be in the game when their battle phase ends.',
  difficulty: 2,
  goal: { kind: 'survive' },
  limit: { phase: 'move' },
  limitText: 'until your opponent\'s battle phase ends',
  position: {
    seed: 107, turn: 7, turnPlayer: 1, phase: 'battle',
    players: [
      { reserve: [{ card: '1C93', name: 'last energy' }] },
      { reserve: ['1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1U314', name: 'vantage', controller: 0,
        cards: [
          [{ card: '1C93', name: 'technician' }, { card: '1C70', name: 'tactician', damaged: true }],
          [{ card: '1C55', name: 'squad' }],
        ],
      },
      { card: '1S301', name: 'their camp', controller: 1 },
    ],
    battle: { location: '@vantage', attacker: 1, step: 'window3', destiny: [0, 3] },
  },
  solution: [{ type: 'choose', choice: { damage: '@technician' } }],
  wrong: [[{ type: 'choose', choice: { lose: 'reserve' } }]],
  hints: {
    rule: { text: 'The loser of a battle satisfies casualties one at a time: an energy, a hand card, or damaging an undamaged unit of theirs in the battle, which pays its whole defense at once.', rules: ['R-BSTEP-22', 'R-BSTEP-23'] },
    card: { text: 'Your Resource Technician is still undamaged, with a defense of 4.', card: '@technician' },
    move: 'When the casualties come, damage your Resource Technician.',
  },
  explain: 'Their 9 power against your 3 made 6 casualties; your damaged Tactician\'s defense paid 3, and damaging the Technician paid the other 3 with its defense of 4. Both units are lost at the end of the battle, but your last energy stays.',
};

export const EXACTLY_TWO: Puzzle = {
  id: 'exactly-two',
  title: 'Read the location',
  task: 'Your Zocho Fighter is alone at the Untapped Planet against three ships. Deploy, then win a battle there this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle', at: '@planet' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 108, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: [{ card: '1S308', name: 'destiny card' }, '1C93', '1U76', '1U99', '1C63'],
        active: ['1C70', '1C93', '1U76', '1C80', '1C110'],
        hand: [{ card: '1C108', name: 'tamon' }],
      },
      { reserve: [{ card: '1S301', name: 'their destiny card' }, '1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1U318', name: 'planet', controller: 0, cards: [[{ card: '1C110', name: 'zocho' }], [{ card: '1C165', name: 'vulture' }, { card: '1C282', name: 'transport' }, { card: '1C165', name: 'second vulture' }]] },
      { card: '1U316', name: 'haven', controller: 0 },
    ],
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [
    { type: 'play', card: '@tamon', at: '@planet' },
    { type: 'attack', location: '@planet' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [[{ type: 'play', card: '@tamon', at: '@haven' }, { type: 'attack', location: '@planet' }, { type: 'choose', choice: { reveal: true } }]],
  hints: {
    rule: { text: 'A location\'s own text is part of the game: it can change the totals of a battle fought there.', rules: ['R-BSTEP-17'] },
    card: { text: 'Mercury/Untapped Planet gives a player with exactly two ships there +4 total power.', card: '@planet' },
    move: 'Play the Tamon Fighter at the Untapped Planet, end your deploy phase and attack there.',
  },
  explain: 'Two fighters make 4 power, and exactly two ships at the Untapped Planet add 4 more: 8 against the 6 of their three ships, which get nothing from it.',
};

export const TWO_QUARRELS: Puzzle = {
  id: 'two-quarrels',
  title: 'Two quarrels, one sector',
  task: 'A Vulture and an Independent Transport hold Seyal/Light Side, a sector of yours. You have two Shi ships in hand and energy for one of them and an attack. Deploy, then win the battle at Seyal/Light Side this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle', at: '@seyal' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 114, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1C189', '1C166', '1C141', '1C142', '1C202'],
        active: ['1C189', '1C166', '1C141', '1C142'],
        hand: [{ card: '1C212', name: 'tilak' }, { card: '1C208', name: 'sudeva' }],
      },
      { reserve: ['1C4', '1C7', '1C32', '1C13', '1C55'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S304', name: 'camp', controller: 0 },
      { card: '1C321', name: 'seyal', controller: 0, cards: [[], [{ card: '1C165', name: 'vulture' }, { card: '1C282', name: 'transport' }]] },
      { card: '1S303', name: 'their camp', controller: 1 },
      { card: '1C309', name: 'source', controller: 1 },
    ],
  },
  solution: [{ type: 'play', card: '@sudeva', at: '@seyal' }, { type: 'attack', location: '@seyal' }],
  wrong: [[{ type: 'play', card: '@tilak', at: '@seyal' }, { type: 'attack', location: '@seyal' }]],
  hints: {
    rule: { text: 'A ship\'s own text can raise its power, but only where its condition holds. Your support icons are the ones on your side of the locations in play.', rules: ['R-BSTEP-17', 'AMB-14'] },
    card: { text: 'Sudeva Quarrel has 2 more power at a sector with "Seyal" in its title.', card: '@sudeva' },
    move: 'Play the Sudeva Quarrel at Seyal/Light Side, end your deploy phase and attack there.',
  },
  explain: 'At Seyal the Sudeva Quarrel had 3 + 2 = 5 power against their 4. The Tilak Quarrel gains power only at a sector with none of your Shi support icons, and Seyal/Light Side shows one on your side (two, once a ship of yours is there): it would have lost 3 to 4.',
};

export const TAKE_THE_HELM: Puzzle = {
  id: 'take-the-helm',
  title: 'Take the helm',
  task: 'Your Plundering Bandit, power 0, faces an Ilna Hekaton at the Traginium Source. Your 4 energy pay for one of your two hand cards and an attack. Deploy, then win the battle at the Traginium Source this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle', at: '@source' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 115, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['2C61', '2C85', '2C66', '1C148', '2C76'],
        active: ['2C61', '2C85', '2C66', '1C148'],
        hand: [{ card: '1C134', name: 'flyer' }, { card: '1U114', name: 'boxer' }],
      },
      { reserve: ['1C4', '1C7', '1C32', '1C13', '1C55'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S303', name: 'camp', controller: 0 },
      { card: '1C322', name: 'pad', controller: 0 },
      { card: '1C309', name: 'source', controller: 0, cards: [[{ card: '1C144', name: 'bandit' }], [{ card: '1C235', name: 'hekaton' }]] },
    ],
  },
  solution: [{ type: 'play', card: '@flyer', at: '@bandit' }, { type: 'attack', location: '@source' }],
  wrong: [
    [{ type: 'play', card: '@boxer', at: '@camp' }, { type: 'attack', location: '@source' }],
    [{ type: 'play', card: '@flyer', at: '@camp' }, { type: 'attack', location: '@source' }],
  ],
  hints: {
    rule: { text: 'Only ships count in a battle at a sector. A character may be played aboard your ship there: it adds no power of its own, but a pilot\'s Piloting raises the ship\'s power and tactics.', rules: ['R-UNIT-03', 'R-UNIT-07', 'R-KW-PILOT-01'] },
    card: { text: 'Lauded Flyer has Piloting 2.', card: '@flyer' },
    move: 'Play the Lauded Flyer aboard the Plundering Bandit (drop it on the ship), end your deploy phase and attack at the Traginium Source.',
  },
  explain: 'Aboard the Bandit, the Flyer\'s Piloting 2 gave the ship 2 power against the Hekaton\'s 1. The Boxer has 4 power, but vehicles fight on the ground, and the Flyer at a site adds nothing to a battle in space. Winning there also let the Flyer activate up to 3 energy.',
};

export const YACHT_WORKS: Puzzle = {
  id: 'yacht-works',
  title: 'Help from the yard',
  task: 'Your Venus Garrison Fighter is alone at Venus/Yacht Works against an Escort Cruiser and a Vulture, 4 power against 7. You have 5 energy and a Resolute Quarrel in hand. Win the battle at Venus/Yacht Works this turn.',
  difficulty: 2,
  goal: { kind: 'winBattle', at: '@works' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 116, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['2C91', '2C13', '1C193', '2C89', '2C6'],
        active: ['2C91', '2C13', '1C193', '2C89', '2C6'],
        hand: [{ card: '2C106', name: 'quarrel' }],
      },
      { reserve: [{ card: '1S301', name: 'their destiny card' }, '1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S304', name: 'camp', controller: 0 },
      { card: '1C302', name: 'base', controller: 0 },
      { card: '2C165', name: 'works', controller: 0, cards: [[{ card: '1C53', name: 'garrison' }], [{ card: '1C18', name: 'cruiser' }, { card: '1C165', name: 'vulture' }]] },
    ],
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [{ type: 'attack', location: '@works' }, { type: 'use', card: '@works' }],
  wrong: [[{ type: 'play', card: '@quarrel', at: '@works' }, { type: 'attack', location: '@works' }]],
  hints: {
    rule: { text: 'Equal totals win nothing. A location\'s ability is used like a card\'s, paying its cost while you hold initiative, and some locations let either player use them.', rules: ['R-BSTEP-18', 'R-ABIL-02'] },
    card: { text: 'Venus/Yacht Works lets a player pay 4 to give one of their Earther ships in a battle there +5 power.', card: '@works' },
    move: 'Keep your energy through the deploy phase, attack at Venus/Yacht Works, then use the location\'s ability on your Venus Garrison Fighter.',
  },
  explain: 'The Quarrel would have added 3 power for 3 energy: 7 against 7, a tie. Keeping the energy, you attacked for 1 and paid 4 for the Yacht Works: 9 against 7. Their battle destiny was 0, and with 2 tactics you drew none.',
};

export const DRAW_THE_CANCEL: Puzzle = {
  id: 'draw-the-cancel',
  title: 'Draw the cancel',
  task: 'Your opponent\'s Quay Navigator shares the Hunters\' Camp with your Katal Inciter, and they will spend it on the first drain of yours it can cancel. They have nothing in hand. Make your drains cost them 3 energy in this control phase.',
  difficulty: 2,
  goal: { kind: 'drain', energy: 3 },
  limit: { phase: 'deploy' },
  limitText: 'before your control phase ends',
  position: {
    seed: 117, turn: 6, turnPlayer: 0, phase: 'control',
    players: [
      { reserve: ['1C237', '1C244', '1C256', '1C271', '1U231'], active: ['1C237', '1C244'] },
      { reserve: ['2C128', '1C134', '2C144', '2U135', '1U266'], active: ['2C128', '1C134'] },
    ],
    row: [
      { card: '1S305', name: 'hunters camp', controller: 0, cards: [[{ card: '1C237', name: 'inciter' }], [{ card: '1U252', name: 'navigator' }]] },
      { card: '1C313', name: 'valley', controller: 0, cards: [[{ card: '1C244', name: 'mauler' }], []] },
      { card: '1C307', name: 'tunnels', controller: 0, cards: [[{ card: '1C256', name: 'rager' }], []] },
    ],
  },
  opponent: [{ type: 'use', card: '@navigator' }],
  solution: [{ type: 'drain', location: '@tunnels' }, { type: 'drain', location: '@valley' }, { type: 'drain', location: '@hunters camp' }],
  wrong: [
    [{ type: 'drain', location: '@valley' }, { type: 'drain', location: '@tunnels' }, { type: 'drain', location: '@hunters camp' }],
  ],
  hints: {
    rule: { text: 'A drain waits on the stack before it resolves, and a card may cancel it there. You control a location only while none of your opponent\'s ships or units are at it, and control is looked at again as each drain resolves.', rules: ['R-DRAIN-06', 'R-LOC-12', 'R-DRAIN-07'] },
    card: { text: 'The Quay Navigator cancels one drain at a Ganymede location, and pays for it by leaving for its owner\'s used pile: the Hunters\' Camp is then yours alone.', card: '@navigator' },
    move: 'Drain first at the Occupied Tunnels, worth only 1, to draw the cancel; then drain at the Valley for 2 and at the Hunters\' Camp, now yours, for 1.',
  },
  explain: 'The Navigator can stop one drain, so you offered it the smallest. Once it had gone to the used pile, your Inciter held the Hunters\' Camp alone, and that drain added the 1 you had given up: 2 at the Valley and 1 at the camp made 3.',
};
