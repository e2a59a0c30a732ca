// Starting an X-COM Incursion game from the start screen: the two sides, an optional seed. Kept
// light (no engine): the start screen paints before the rest of the app loads.
import { useState } from 'react';

export function XcomStart({ onStart }: { onStart(seed: number): void }) {
  const [seed, setSeed] = useState('');
  return (
    <form className="xcom-start" onSubmit={(e) => { e.preventDefault(); onStart(seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed)); }}>
      <p>
        A two-player deck-building game: one player runs X-COM (Earth), the other the Aliens. Both decks
        are fixed; you improve yours during play by researching cards from your base deck. Every card
        is played face up, so you share one screen throughout. Earth wins by flying the Avenger to
        Cydonia, the Aliens by a final assault or by Earth's panic reaching 50.
      </p>
      <p className="muted">Earth is P1 and acts first in every phase.</p>
      <label className="seed">Seed (optional, replays the same shuffles) <input type="number" inputMode="numeric" min={0} value={seed} onChange={(e) => setSeed(e.target.value)} /></label>
      <button type="submit" className="primary start-button">Start X-COM Incursion</button>
    </form>
  );
}
