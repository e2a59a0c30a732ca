// Saved games and saved decks (docs/persist.md): the save format, and storage on the device.
export * from './format';
export * from './decks';
export * from './store';
export * from './file';
export { KEY_PREFIX, memoryStorage, readingWhenFailed, setAsideEntry, storedEntries } from './keys';
