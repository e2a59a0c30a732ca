// The JavaScript a player's browser fetches, gzipped, from the last build (`npm run size` builds
// first): what the first paint needs (the entry and its imports), and what the start screen needs
// before it can be used (the lazy start screen, src/ui/Shell.tsx, and its imports). The rest of the
// app (the rules engine, the table) loads after the start screen is on screen.
// Budget (issue 11): the start screen interactive with at most 150 KB of JavaScript, gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically, in load order. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = Object.keys(manifest).find((k) => k.endsWith('src/ui/Shell.tsx'));
if (!entry || !shell) throw new Error('dist/.vite/manifest.json has no entry or no src/ui/Shell.tsx: run `vite build` first');

const rows = (keys) => [...keys].map((k) => ({ file: manifest[k].file, kb: gz(manifest[k].file) }));
const first = rows(closure(entry));
const start = rows(new Set([...closure(shell)].filter((k) => !closure(entry).has(k))));
const later = rows(new Set(Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js') && !closure(entry).has(k) && !closure(shell).has(k))));
const sum = (r) => r.reduce((n, x) => n + x.kb, 0);
const show = (title, r) => {
  console.log(`${title}: ${sum(r).toFixed(1)} KB`);
  for (const x of r.sort((a, b) => b.kb - a.kb)) console.log(`  ${x.kb.toFixed(1).padStart(6)} KB  ${x.file}`);
};
show('First paint (entry)', first);
show('Start screen (lazy, before it can be used)', start);
show('After the start screen is up (engine, table, saves, builder)', later);
const total = sum(first) + sum(start);
console.log(`\nJavaScript before the start screen is interactive: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error('Over budget.');
  process.exit(1);
}
