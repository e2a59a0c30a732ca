// Every random game through the save format, as the app keeps and moves games: made into a
// save, exported as a file and imported through the table's import path into a store, which
// writes the save's compact text and loads it back with the reader that resumes the game in
// progress. It must come back as the same save and replay to the state the game reached.
import { stateHash } from '../engine';
import { createSaveStore, exportSaveFile, importSaveFile, makeSave, memoryStorage, serializeSave } from '../persist';
import type { RandomGameResult } from './randomGame';

/** The ways a game failed to come back through a save; empty when it came back. */
export async function saveRoundTrip(game: RandomGameResult, deckNames: [string, string]): Promise<string[]> {
  const save = makeSave({ id: `fuzz-${game.start.seed}`, savedAt: '2025-01-01T00:00:00.000Z', start: game.start, actions: game.actions, deckNames });
  const file = exportSaveFile(save);
  const store = createSaveStore(memoryStorage());
  const imported = await importSaveFile(store, new Blob([file.text], { type: 'application/json' }), () => 'fresh');
  if (!imported.ok) return [`the exported file does not import: ${imported.error.message}`];
  if (imported.value.game !== 'wars') return ['the exported file imports as another game'];
  const out: string[] = [];
  if (serializeSave(imported.value.save) !== serializeSave(save)) out.push('the save read back from storage differs from the one written');
  if (stateHash(imported.value.state) !== stateHash(game.state)) out.push('the save read back from storage reaches another state');
  return out;
}
