// The two energy starts of the rules tests, so their pile numbers stay small: `game` gives each
// player 5 reserve and 5 active cards of destiny 2; `leanGame` 6 reserve and 2 active cards of
// destiny 0 (the turn, battle and drain tests, where nothing should reveal anything by accident).
import { gameWith } from '../kit/driver';

export const game = gameWith({ reserve: 5, active: 5, destiny: 2 });
export const leanGame = gameWith({ reserve: 6, active: 2, destiny: 0 });
