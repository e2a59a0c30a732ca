// The start screen: each player's deck (the starter decks with how each plays, the decks saved
// from the deck builder, the generated practice decks; any the engine cannot run yet shown with
// what they are missing), what the chosen deck holds and its locations to look at before choosing,
// who goes first, who plays the other seat (a second player here, or the computer at a level), and
// an optional seed. The two seats start on different decks.
import { useEffect, useMemo, useState } from 'react';
import { create } from 'zustand';
import { RuleIdLink, RulesButton } from '../../learn/components/RulesReferenceDialog';
import { playedHere } from '../../learn/progress';
import type { Seat } from '../../engine';
import type { StartParams } from '../../match';
import { FullCard } from '../cards/CardFace';
import { Icon, factionIcon } from '../cards/icons';
import { cardDef, typeWord } from '../cards/info';
import { DECK_SOURCES, deckChoices } from '../decks/catalog';
import type { DeckChoice } from '../decks/catalog';
import { STARTER_NOTES } from '../decks/starters';
import { seatName } from '../../match/names';
import { LEVELS } from '../../ai/levels';
import type { Level } from '../../ai/levels';
import { XcomStart } from '../xcom/XcomStart';
import { OpponentChoice } from './OpponentChoice';
import type { XcomStart as XcomStartParams } from '../../xcom';
import './start.css';

type First = Seat | 'random';

/** The choices made so far: kept while the rest of the app loads behind this screen. */
const useChoices = create<{ game: 'wars' | 'xcom'; picked: [string, string] | null; first: First; seed: string; computer: Seat | null; level: Level }>()(
  () => ({ game: 'wars', picked: null, first: 'random', seed: '', computer: null, level: 'search' }));

/** "24 characters · 16 ships · 10 locations", most first. */
function composition(cards: readonly string[]): string {
  const count = new Map<string, number>();
  for (const n of cards) {
    const d = cardDef(n);
    if (d) count.set(typeWord({ type: d.type }), (count.get(typeWord({ type: d.type })) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1]).map(([w, n]) => `${n} ${w.toLowerCase()}${n === 1 ? '' : 's'}`).join(' · ');
}

/** The factions of a deck's cards, most cards first (the independents last). */
function factionsOf(cards: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const n of cards) {
    const f = cardDef(n)?.faction;
    if (f && f !== 'Independent' && f !== 'Unknown') count.set(f, (count.get(f) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1]).map(([f]) => f);
}

function DeckAbout({ d }: { d: DeckChoice }) {
  const cards = d.cards ?? [];
  const locations = [...new Set(cards.filter((n) => cardDef(n)?.type === 'LOCATION'))];
  const note = d.source === 'starter' ? STARTER_NOTES[d.name] : undefined;
  return (
    <div className="deck-about">
      {note && <p>{note}</p>}
      <p className="muted">{composition(cards)}</p>
      {locations.length > 0 && (
        <details className="deck-locations">
          <summary>Look at its {locations.length} locations (you start at one of them)</summary>
          <ul>{locations.map((n) => <li key={n}><FullCard def={cardDef(n)!} /></li>)}</ul>
        </details>
      )}
    </div>
  );
}

function DeckOption({ seat, d, value, onChange }: { seat: Seat; d: DeckChoice; value: string; onChange(id: string): void }) {
  const why = d.source === 'saved' ? ' (not playable)' : ' (not yet playable)';
  const factions = d.cards ? factionsOf(d.cards) : [];
  return (
    <div className={`deck ${d.cards ? '' : 'not-playable'} ${value === d.id ? 'is-chosen' : ''}`}>
      <label>
        <input type="radio" name={`deck-${seat}`} value={d.id} checked={value === d.id} disabled={!d.cards} onChange={() => onChange(d.id)} />
        {' '}{d.name}{d.cards ? '' : why}
        {factions.length > 0 && (
          <span className="deck-factions">{factions.map((f) => <span key={f} className={`faction-chip faction-${f.toLowerCase()}`}><Icon name={factionIcon(f as never)} />{f}</span>)}</span>
        )}
      </label>
      {!d.cards && (
        <details>
          <summary>Why not</summary>
          <ul>{d.problems.map((p) => <li key={p.rule + p.message}>{p.message} <span className="rule">(<RuleIdLink id={p.rule} />)</span></li>)}</ul>
        </details>
      )}
    </div>
  );
}

function DeckPicker({ seat, decks, value, onChange }: { seat: Seat; decks: DeckChoice[]; value: string; onChange(id: string): void }) {
  const chosen = decks.find((d) => d.id === value && d.cards);
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
      {chosen && (
        <div className="deck-chosen">
          <h2>{chosen.name}</h2>
          <DeckAbout d={chosen} />
        </div>
      )}
    </fieldset>
  );
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** Different starter decks for the two seats when there are two, else the first playable. */
export function defaultPicks(decks: readonly DeckChoice[]): [string, string] {
  const playable = decks.filter((d) => d.cards);
  const starters = playable.filter((d) => d.source === 'starter');
  const pool = starters.length >= 2 ? starters : playable;
  return [pool[0]?.id ?? '', (pool[1] ?? pool[0])?.id ?? ''];
}

interface Props {
  /** Starts the game (the table loads if it has not yet); with `opponent`, against the computer. */
  onStart(params: StartParams): void;
  /** Opens the lessons and puzzles. */
  onLearn(): void;
  /** Starts a game of X-COM Incursion: its seed, and the computer's side if it plays one. */
  onStartXcom(start: XcomStartParams): void;
  /** Starts X-COM Incursion's lesson. */
  onLearnXcom(): void;
  /** The decks saved on this device, once the saves have loaded. */
  saved?: readonly DeckChoice[];
}

/** Marked once the start screen is first on screen and usable (the size budget is measured to here). */
export const START_SCREEN_MARK = 'wars:start-screen';

/** "Learn to play": first of all for someone who never played on this device, else beside the
 * rules. */
function LearnEntry({ onLearn }: { onLearn(): void }) {
  const [first] = useState(() => !playedHere());
  if (!first) {
    return (
      <p className="learn-entry">
        <button type="button" onClick={onLearn}>Lessons and puzzles</button>
        <RulesButton />
      </p>
    );
  }
  return (
    <>
      <section className="learn-first" aria-labelledby="learn-first-title">
        <h2 id="learn-first-title">New to WARS? Learn to play</h2>
        <p>Short lessons on the real table teach the game one idea at a time: you make the moves, the coach explains them. Then puzzles to try what you learned.</p>
        <button type="button" className="primary" onClick={onLearn}>Learn to play</button>
      </section>
      <p className="learn-entry"><RulesButton /></p>
    </>
  );
}

/** The game chosen on the start screen. */
export const useChosenGame = () => useChoices((s) => s.game);

/** Which game to play: the table plays WARS and X-COM Incursion (docs/games.md). */
function GameChoice({ game }: { game: 'wars' | 'xcom' }) {
  return (
    <fieldset className="game-choice">
      <legend>Which game</legend>
      {([['wars', 'WARS Trading Card Game'], ['xcom', 'X-COM Incursion']] as const).map(([g, title]) => (
        <label key={g}><input type="radio" name="game" checked={game === g} onChange={() => useChoices.setState({ game: g })} /> {title}</label>
      ))}
    </fieldset>
  );
}

export function StartScreen({ onStart, onLearn, onStartXcom, onLearnXcom, saved = [] }: Props) {
  const decks = useMemo(() => deckChoices(saved), [saved]);
  useEffect(() => {
    if (performance.getEntriesByName(START_SCREEN_MARK).length === 0) performance.mark(START_SCREEN_MARK);
  }, []);
  const { game, picked: chosenIds, first, seed, computer, level } = useChoices();
  const picked = chosenIds ?? defaultPicks(decks);
  const chosen = picked.map((id) => decks.find((d) => d.id === id && d.cards)) as [DeckChoice | undefined, DeckChoice | undefined];
  const pick = (seat: Seat) => (id: string) => useChoices.setState({ picked: seat === 0 ? [id, picked[1]] : [picked[0], id] });
  const start = () => {
    const [a, b] = chosen;
    if (!a?.cards || !b?.cards) return;
    onStart({
      seed: seed.trim() === '' ? randomSeed() : Number(seed), decks: [a.cards, b.cards], firstPlayer: first, deckNames: [a.name, b.name],
      ...(computer === null ? {} : { opponent: { seat: computer, level } }),
    });
  };
  return (
    <main className="start-screen" aria-labelledby="start-title">
      <h1 id="start-title">WARS Table</h1>
      <GameChoice game={game} />
      {game === 'xcom' ? <XcomStart onStart={onStartXcom} onLearn={onLearnXcom} /> : <>
      <p className="lede">Two players, one screen. Each chooses a deck; the table keeps the rules, shows only your own hand while you play, and asks you to pass the screen when the other player must see theirs.</p>
      <LearnEntry onLearn={onLearn} />
      <form onSubmit={(e) => { e.preventDefault(); start(); }}>
        <div className="deck-pickers">
          <DeckPicker seat={0} decks={decks} value={picked[0]} onChange={pick(0)} />
          <DeckPicker seat={1} decks={decks} value={picked[1]} onChange={pick(1)} />
        </div>
        <div className="start-row">
          <fieldset className="first-player">
            <legend>Who goes first</legend>
            {(['random', 0, 1] as First[]).map((f) => (
              <label key={f}>
                <input type="radio" name="first" checked={first === f} onChange={() => useChoices.setState({ first: f })} /> {f === 'random' ? 'Random' : seatName(f)}
              </label>
            ))}
          </fieldset>
          <OpponentChoice name="opponent" sides={[seatName(0), seatName(1)]} levels={LEVELS} computer={computer} level={level}
            onComputer={(c) => useChoices.setState({ computer: c })} onLevel={(l) => useChoices.setState({ level: l })} />
          <label className="seed">Seed (optional, replays the same shuffles) <input type="number" inputMode="numeric" min={0} value={seed} onChange={(e) => useChoices.setState({ seed: e.target.value })} /></label>
        </div>
        <button type="submit" className="primary start-button" disabled={!chosen[0] || !chosen[1]}>Start the game</button>
      </form>
      </>}
    </main>
  );
}
