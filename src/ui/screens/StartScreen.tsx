// The start screen: each player's deck (the starter decks, the decks saved from the deck builder,
// the generated practice decks; any the engine cannot run yet shown with what they are missing),
// who goes first, and an optional seed.
import { useMemo, useState } from 'react';
import { RulesButton } from '../../learn/components/RulesReferenceDialog';
import type { Seat } from '../../engine';
import { DECK_SOURCES, deckChoices } from '../decks/catalog';
import type { DeckChoice } from '../decks/catalog';
import { useTable } from '../store';
import { seatName } from '../text';

type First = Seat | 'random';

function DeckOption({ seat, d, value, onChange }: { seat: Seat; d: DeckChoice; value: string; onChange(id: string): void }) {
  const why = d.source === 'saved' ? ' (not playable)' : ' (not yet playable)';
  return (
    <div className={`deck ${d.cards ? '' : 'not-playable'}`}>
      <label>
        <input type="radio" name={`deck-${seat}`} value={d.id} checked={value === d.id} disabled={!d.cards} onChange={() => onChange(d.id)} />
        {' '}{d.name}{d.cards ? '' : why}
      </label>
      {!d.cards && (
        <details>
          <summary>Why not</summary>
          <ul>{d.problems.map((p) => <li key={p.rule + p.message}>{p.message} ({p.rule})</li>)}</ul>
        </details>
      )}
    </div>
  );
}

function DeckPicker({ seat, decks, value, onChange }: { seat: Seat; decks: DeckChoice[]; value: string; onChange(id: string): void }) {
  return (
    <fieldset className="deck-picker">
      <legend>{seatName(seat)}'s deck</legend>
      {DECK_SOURCES.map(({ source, title, note }) => {
        const group = decks.filter((d) => d.source === source);
        if (group.length === 0) return null;
        const noteId = `deck-note-${seat}-${source}`;
        return (
          <fieldset key={source} className={`deck-group deck-group-${source}`} aria-describedby={note ? noteId : undefined}>
            <legend>{title}</legend>
            {note && <p id={noteId} className="muted deck-note">{note}</p>}
            {group.map((d) => <DeckOption key={d.id} seat={seat} d={d} value={value} onChange={onChange} />)}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export function StartScreen() {
  const startGame = useTable((s) => s.startGame);
  const decks = useMemo(deckChoices, []);
  const firstPlayable = decks.find((d) => d.cards)?.id ?? '';
  const [picked, setPicked] = useState<[string, string]>([firstPlayable, firstPlayable]);
  const [first, setFirst] = useState<First>('random');
  const [seed, setSeed] = useState('');
  const chosen = picked.map((id) => decks.find((d) => d.id === id && d.cards)) as [DeckChoice | undefined, DeckChoice | undefined];
  const pick = (seat: Seat) => (id: string) => setPicked(seat === 0 ? [id, picked[1]] : [picked[0], id]);
  const start = () => {
    const [a, b] = chosen;
    if (!a?.cards || !b?.cards) return;
    startGame({
      seed: seed.trim() === '' ? randomSeed() : Number(seed), decks: [a.cards, b.cards], firstPlayer: first, deckNames: [a.name, b.name],
    });
  };
  return (
    <main className="start-screen" aria-labelledby="start-title">
      <h1 id="start-title">WARS Table</h1>
      <RulesButton />
      <form onSubmit={(e) => { e.preventDefault(); start(); }}>
        <div className="deck-pickers">
          <DeckPicker seat={0} decks={decks} value={picked[0]} onChange={pick(0)} />
          <DeckPicker seat={1} decks={decks} value={picked[1]} onChange={pick(1)} />
        </div>
        <fieldset>
          <legend>Who goes first</legend>
          {(['random', 0, 1] as First[]).map((f) => (
            <label key={f}>
              <input type="radio" name="first" checked={first === f} onChange={() => setFirst(f)} /> {f === 'random' ? 'Random' : seatName(f)}
            </label>
          ))}
        </fieldset>
        <label>Seed (optional, replays the same shuffles) <input type="number" inputMode="numeric" min={0} value={seed} onChange={(e) => setSeed(e.target.value)} /></label>
        <button type="submit" className="primary" disabled={!chosen[0] || !chosen[1]}>Start the game</button>
      </form>
    </main>
  );
}
