// Prints a named position (tests/support/positions.ts) as the localStorage entries of its save,
// with a summary: `npx tsx tests/support/position-cli.ts turn14`.
import { POSITIONS, cardsInPlay, saveEntries } from './positions';

const name = process.argv[2];
const make = POSITIONS[name];
if (!make) throw new Error(`unknown position ${name}; known: ${Object.keys(POSITIONS).join(', ')}`);
const p = make();
const s = p.state;
process.stdout.write(JSON.stringify({
  entries: saveEntries(p),
  summary: { turn: s.turn, phase: s.phase, cards: cardsInPlay(s), row: s.row.length, actor: s.initiative, hands: s.players.map((x) => x.hand.length) },
}));
