// The computer's thinking in a Web Worker, so the table never waits on it: it receives a level
// and what its seat may see, and answers with its decision.
import { decide } from './players';
import type { DecideInput } from './players';
import type { Level } from './levels';

export interface ThinkMessage {
  id: number;
  level: Level;
  input: DecideInput;
}

self.onmessage = (e: MessageEvent<ThinkMessage>) => {
  const { id, level, input } = e.data;
  try {
    self.postMessage({ id, decision: decide(level, input) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
