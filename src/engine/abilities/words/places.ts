// Places that are not relative to the source's location.
import { place } from '../define';

/** Every location: a lasting "can't" that holds wherever a battle is (Top Pair). */
export const anywhere = place('anywhere', { text: (): string => 'at any location', at: (): boolean => true, location: (): boolean => true });
