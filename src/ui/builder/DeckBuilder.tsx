// The deck builder: browse the whole card pool with search and filters, build a deck validated
// live with the reasons it cannot be played yet, save decks on this device, and import and
// export plain-text deck lists. Everything typed or pasted is shown as text, never markup.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { RuleIdLink } from '../../learn/components/RulesReferenceDialog';
import { FACTIONS, DECK_SIZE } from '../../engine/decksEntry';
import type { CardDef, CardFaction, CardType, DeckEntry } from '../../engine/decksEntry';
import { MAX_DECK_NAME_CHARS, plainText } from '../../persist';
import type { SavedDeck } from '../../persist';
import { POOL } from '../cards/info';
import { newId, saves } from '../saves/device';
import { downloadText } from '../saves/download';
import { DeckShapeCharts } from './DeckShapeCharts';
import {
  COST_BUCKETS, NO_FILTER, TYPES, addCard, deckFileName, deckProblems, deckSize, errorLine, filterPool, lookupOf,
  poolChoices, qtyOf, readDeckList, setQty, sortedDeck, writeDeckList,
} from './model';
import type { ListImport, PoolFilter } from './model';
import { deckShape, destinyValues } from './shape';
import './builder.css';

const PAGE = 60;
const lookup = lookupOf(POOL);
const CHOICES = poolChoices(POOL.cards);
const DESTINIES = destinyValues(POOL.cards);
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

function Filters({ filter, onChange, shown }: { filter: PoolFilter; onChange(f: PoolFilter): void; shown: number }) {
  const set = <K extends keyof PoolFilter>(k: K, v: PoolFilter[K]) => onChange({ ...filter, [k]: v });
  return (
    <div className="builder-filters">
      <label>Search <input type="search" aria-label="Search" value={filter.search} maxLength={200} placeholder="title, text, faction, type, label, keyword"
        onChange={(e) => set('search', e.target.value)} /></label>
      <label>Faction <select aria-label="Faction" value={filter.faction} onChange={(e) => set('faction', e.target.value as CardFaction | 'any')}>
        <option value="any">Any</option>
        {[...FACTIONS, 'Independent'].map((f) => <option key={f} value={f}>{f}</option>)}
      </select></label>
      <label>Type <select aria-label="Type" value={filter.type} onChange={(e) => set('type', e.target.value as CardType | 'any')}>
        <option value="any">Any</option>
        {TYPES.map((t) => <option key={t} value={t}>{t.toLowerCase()}</option>)}
      </select></label>
      <label>Label <select aria-label="Label" value={filter.label} onChange={(e) => set('label', e.target.value)}>
        <option value="any">Any</option>
        {CHOICES.labels.map((l) => <option key={l} value={l}>{l}</option>)}
      </select></label>
      <label>Keyword <select aria-label="Keyword" value={filter.keyword} onChange={(e) => set('keyword', e.target.value)}>
        <option value="any">Any</option>
        {CHOICES.keywords.map((k) => <option key={k} value={k}>{capital(k)}</option>)}
      </select></label>
      <label>Cost <select aria-label="Cost" value={String(filter.cost)} onChange={(e) => set('cost', e.target.value === 'any' ? 'any' : Number(e.target.value))}>
        <option value="any">Any</option>
        {COST_BUCKETS.map((c) => <option key={c} value={c}>{c === 6 ? '6+' : c}</option>)}
      </select></label>
      <label>Set <select aria-label="Set" value={String(filter.set)} onChange={(e) => set('set', e.target.value === 'any' ? 'any' : (Number(e.target.value) as 1 | 2))}>
        <option value="any">Any</option>
        <option value="1">Incursion</option>
        <option value="2">Nowhere to Hide</option>
      </select></label>
      <button type="button" onClick={() => onChange(NO_FILTER)}>Clear filters</button>
      <p className="muted" role="status">{shown} cards match.</p>
    </div>
  );
}

function costLine(c: CardDef): string {
  const parts = [c.type.toLowerCase(), c.faction, c.energyCost === null ? 'cost unknown' : `cost ${c.energyCost}`];
  if (c.stats) parts.push(`${c.stats.power}/${c.stats.tactics}/${c.stats.defense}`);
  return parts.join(' · ');
}

function PoolCard({ card, inDeck, onAdd }: { card: CardDef; inDeck: number; onAdd(): void }) {
  return (
    <li className="pool-card">
      <div className="pool-card-main">
        <strong>{card.title}</strong> <span className="muted">{card.number}</span>
        <div className="muted">{costLine(card)}</div>
        {card.text && <details><summary>Text</summary><p>{card.text}</p></details>}
      </div>
      <div className="pool-card-actions">
        {inDeck > 0 && <span className="in-deck" aria-label={`${inDeck} in the deck`}>×{inDeck}</span>}
        <button type="button" onClick={onAdd} aria-label={`Add ${card.title} (${card.number})`}>Add</button>
      </div>
    </li>
  );
}

function ImportPanel({ onImport }: { onImport(cards: DeckEntry[], name: string | null): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<ListImport | null>(null);
  const nameFrom = (t: string) => {
    const first = t.slice(0, 400).split(/\r\n|\r|\n/, 1)[0].trim();
    return first.startsWith('#') ? plainText(first.replace(/^#+\s*/, ''), MAX_DECK_NAME_CHARS) || null : null;
  };
  const read = () => {
    const r = readDeckList(text, POOL);
    if (r.errors.length === 0 && r.cards.length > 0) {
      onImport(r.cards, nameFrom(text));
      setResult(null);
      setText('');
    } else setResult(r);
  };
  return (
    <section className="builder-import" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Import a deck list</h3>
      <p className="muted">One card a line, as players write them: <code>4 CGC Grunt</code> or <code>4x 1C7</code>. Lines starting with # are comments.</p>
      <label htmlFor={`${id}-text`}>Deck list to import</label>
      <textarea id={`${id}-text`} rows={6} value={text} onChange={(e) => { setText(e.target.value); setResult(null); }} spellCheck={false} />
      <button type="button" onClick={read} disabled={text.trim() === ''}>Import</button>
      {result && result.errors.length === 0 && <p role="status">The list has no cards.</p>}
      {result && result.errors.length > 0 && (
        <div className="import-errors" role="alert">
          <p>Nothing was imported: {result.errors.length === 1 ? 'one line' : `${result.errors.length} lines`} could not be read.</p>
          <ul>
            {result.errors.slice(0, 100).map((e) => (
              <li key={`${e.line}`}>{errorLine(e)}{e.text && <> <q className="bad-line">{e.text}</q></>}</li>
            ))}
          </ul>
          {result.errors.length > 100 && <p>…and {result.errors.length - 100} more.</p>}
          {result.cards.length > 0 && (
            <button type="button" onClick={() => { onImport(result.cards, nameFrom(text)); setResult(null); }}>
              Import only the readable lines ({result.count} cards)
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function SavedDecks({ decks, current, onLoad, onDelete }: { decks: SavedDeck[]; current: string | null; onLoad(d: SavedDeck): void; onDelete(d: SavedDeck): void }) {
  return (
    <section aria-labelledby="saved-decks-title">
      <h3 id="saved-decks-title">Decks saved on this device</h3>
      {decks.length === 0 ? <p className="muted">None yet.</p> : (
        <ul className="saved-decks">
          {decks.map((d) => (
            <li key={d.id} className={d.id === current ? 'current' : undefined}>
              <span className="saved-deck-name">{d.name}</span> <span className="muted">({deckSize(d.cards)} cards)</span>
              <button type="button" onClick={() => onLoad(d)} aria-label={`Edit ${d.name}`}>Edit</button>
              <button type="button" onClick={() => onDelete(d)} aria-label={`Delete ${d.name}`}>Delete</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DeckBuilder({ onClose }: { onClose?: () => void }) {
  const [filter, setFilter] = useState<PoolFilter>(NO_FILTER);
  const deferred = useDeferredValue(filter);
  const [limit, setLimit] = useState(PAGE);
  const [deck, setDeck] = useState<DeckEntry[]>([]);
  const [name, setName] = useState('');
  const [deckId, setDeckId] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedDeck[]>(() => saves.listDecks());
  const [message, setMessage] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);

  const matches = useMemo(() => filterPool(POOL, deferred), [deferred]);
  const problems = useMemo(() => deckProblems(deck, POOL), [deck]);
  const shape = useMemo(() => deckShape(deck, lookup, DESTINIES), [deck]);
  const size = deckSize(deck);
  const edit = (next: DeckEntry[]) => { setDeck(next); setExported(null); setMessage(null); };

  const save = () => {
    const id = deckId ?? newId();
    const r = saves.putDeck({ id, name: name.trim() || 'Untitled deck', cards: deck });
    if (!r.ok) { setMessage(r.error.message); return; }
    setDeckId(id);
    setName(r.value.name);
    setSaved(saves.listDecks());
    setMessage(`Saved "${r.value.name}" on this device${problems.length ? ' (not playable yet: see the problems above)' : ''}.`);
  };
  const startNew = () => { setDeck([]); setName(''); setDeckId(null); setExported(null); setMessage(null); };
  const load = (d: SavedDeck) => { setDeck(d.cards); setName(d.name); setDeckId(d.id); setExported(null); setMessage(`Editing "${d.name}".`); };
  const remove = (d: SavedDeck) => {
    if (!window.confirm(`Delete the deck "${d.name}"?`)) return;
    saves.deleteDeck(d.id);
    if (d.id === deckId) setDeckId(null);
    setSaved(saves.listDecks());
  };

  return (
    <main className="deck-builder" aria-labelledby="builder-title">
      <header className="builder-header">
        <h1 id="builder-title">Deck builder</h1>
        {onClose && <button type="button" onClick={onClose}>Back to the start screen</button>}
      </header>
      <div className="builder-columns">
        <section className="builder-pool" aria-labelledby="pool-title">
          <h2 id="pool-title">Card pool</h2>
          <Filters filter={filter} onChange={(f) => { setFilter(f); setLimit(PAGE); }} shown={matches.length} />
          <ul className="pool-list">
            {matches.slice(0, limit).map((c) => (
              <PoolCard key={c.number} card={c} inDeck={qtyOf(deck, c.number)} onAdd={() => edit(addCard(deck, c.number))} />
            ))}
          </ul>
          {matches.length > limit && <button type="button" onClick={() => setLimit(limit + PAGE * 2)}>Show more ({matches.length - limit} more)</button>}
        </section>

        <section className="builder-deck" aria-labelledby="deck-title">
          <h2 id="deck-title">Your deck</h2>
          <label>Deck name <input value={name} maxLength={MAX_DECK_NAME_CHARS} onChange={(e) => setName(e.target.value)} placeholder="Untitled deck" /></label>
          <p className={`deck-count${size === DECK_SIZE ? ' ok' : ''}`}>{size} / {DECK_SIZE} cards</p>
          <div className="deck-problems" aria-live="polite">
            {problems.length === 0
              ? <p className="deck-ok">This deck follows every deck rule and can be played.</p>
              : (
                <>
                  <p>Not playable yet:</p>
                  <ul>{problems.map((p) => <li key={p.rule + p.message}>{p.message} <span className="rule">(<RuleIdLink id={p.rule} />)</span></li>)}</ul>
                </>
              )}
          </div>
          {size > 0 && <DeckShapeCharts shape={shape} />}
          <ul className="deck-list">
            {sortedDeck(deck, lookup).map((e) => {
              const c = lookup(e.number);
              const title = c?.title ?? e.number;
              return (
                <li key={e.number}>
                  <span className="deck-qty">{e.qty}</span> <span>{title}</span> <span className="muted">{c ? c.type.toLowerCase() : 'unknown card'}</span>
                  <span className="deck-buttons">
                    <button type="button" onClick={() => edit(setQty(deck, e.number, e.qty - 1))} aria-label={`One fewer ${title}`}>−</button>
                    <button type="button" onClick={() => edit(setQty(deck, e.number, e.qty + 1))} aria-label={`One more ${title}`}>+</button>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="builder-buttons">
            <button type="button" className="primary" onClick={save} disabled={deck.length === 0}>Save deck</button>
            <button type="button" onClick={startNew}>New deck</button>
            <button type="button" onClick={() => setExported(writeDeckList(name, deck, POOL))} disabled={deck.length === 0}>Export as text</button>
          </div>
          {message && <p role="status" className="builder-message">{message}</p>}
          {exported !== null && (
            <div className="builder-export">
              <label htmlFor="exported-list">Deck list</label>
              <textarea id="exported-list" readOnly rows={8} value={exported} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" onClick={() => downloadText(deckFileName(name), exported, 'text/plain')}>Download</button>
            </div>
          )}
          <ImportPanel onImport={(cards, listName) => {
            edit(cards);
            setDeckId(null);
            if (listName) setName(listName);
            setMessage(`Imported ${deckSize(cards)} cards as a new deck; save it to keep it.`);
          }} />
          <SavedDecks decks={saved} current={deckId} onLoad={load} onDelete={remove} />
        </section>
      </div>
    </main>
  );
}
