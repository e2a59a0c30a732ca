// How each starter deck plays, in our own words, for the start screen. Keyed by the deck's name in
// cards/decks.json; a starter deck without a note is listed without one.
export const STARTER_NOTES: Record<string, string> = {
  Solidarity: 'Gongen alone, as strong in space as on the ground: fighters in numbers and carriers that move them together, '
    + 'leaders and tacticians who make extra energy at the Ganymede sites, armoured vehicles, and interrupts that stiffen a defense. '
    + 'A straightforward first deck.',
  Alliance: 'Earthers and Mavericks fielding the biggest ground army of the starters: troopers, officers and gunships that take '
    + 'the Ganymede sites by numbers, with weapons to arm them and strikes that reward an armed unit. Few ships.',
  Swarm: 'The Quay: living ships and fierce characters, many of them inverters that turn over to a second, stronger side. '
    + 'Life ships carry characters for free; an order brings a spent inverter back to hand. Rewards planning a turn ahead.',
  Suppression: 'Shi quarrel ships and Maverick pilots hold the sectors, assets hidden beneath the other player\'s locations add '
    + 'power there, and a heist after a won battle spoils the opponent\'s next draws. Wins by pressure more than by big battles.',
  'Cats & Claws': 'Mavericks and Quay out in space: more ships than any other starter, pirates that turn over after a win, ace '
    + 'pilots, and stockpiles of traginium that drain the other player. Thinner on the ground.',
  Overlords: 'Earthers and Shi with heavy metal: juggernauts and armoured vehicles, weapons for their characters, and tenders '
    + 'that ferry vehicles about. Slow to build up, hard to dislodge once it has.',
};
