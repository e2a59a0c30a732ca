// Where the app keeps things in the browser's storage. Its own module so the first screen can ask
// whether a game is in progress without loading the save format.
export const KEY_PREFIX = 'wars-table:';
/** The id of the game in progress, resumed when the app opens. */
export const CURRENT_GAME_KEY = `${KEY_PREFIX}current`;
