// @vitest-environment jsdom
// No blank page: a failure anywhere in the app shows the recovery screen, which names what
// failed, downloads everything stored, and sets the damaged entry aside.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileReading } from '../../src/persist/keys';
import { RecoveryBoundary } from '../../src/ui/saves/Recovery';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** A component failing while the store reads an entry (a reader that threw). */
function ThrowsWhileReading({ entry }: { entry: string }): never {
  return whileReading(entry, () => { throw new RangeError('Maximum call stack size exceeded'); });
}

let downloaded: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  localStorage.clear();
  downloaded = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = (blob: Blob) => { downloaded.push({ name: '', text: blob.text() }); return 'blob:x'; };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloaded.at(-1)!.name = this.download; });
});
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('the recovery screen', () => {
  it('shows what failed instead of a blank page, and sets the game in progress aside to carry on', () => {
    localStorage.setItem('wars-table:game:g1', '{"format":"wars-table-save"}');
    localStorage.setItem('wars-table:current', 'g1');
    localStorage.setItem('wars-table:deck:d1', '{"a deck":1}');
    const carryOn = vi.fn();
    render(<RecoveryBoundary carryOn={carryOn}><Thrower message="Cannot read properties of undefined" /></RecoveryBoundary>);
    expect(screen.getByRole('heading', { name: 'The table stopped' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set aside the game in progress and carry on' }));
    expect(carryOn).toHaveBeenCalledOnce();
    expect(localStorage.getItem('wars-table:game:g1')).toBeNull();
    expect(localStorage.getItem('wars-table:current')).toBeNull();
    expect(localStorage.getItem('wars-table:deck:d1')).toBe('{"a deck":1}');
    const aside = Object.keys(localStorage).filter((k) => k.startsWith('wars-table:aside:game:g1:'));
    expect(aside).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(aside[0])!)).toMatchObject({
      what: 'game', from: 'wars-table:game:g1', excerpt: '{"format":"wars-table-save"}',
      message: expect.stringContaining('Cannot read properties of undefined'),
    });
  });

  it('names the entry being read when the failure escaped, and downloads every stored entry as it was', async () => {
    localStorage.setItem('wars-table:deck:bad', '[[[[');
    localStorage.setItem('wars-table:game:g2', 'x');
    localStorage.setItem('someone-else', 'not ours');
    render(<RecoveryBoundary carryOn={() => {}}><ThrowsWhileReading entry="wars-table:deck:bad" /></RecoveryBoundary>);
    expect(screen.getByText(/while using a saved deck/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download everything this app stored' }));
    expect(downloaded).toHaveLength(1);
    expect(downloaded[0].name).toMatch(/^wars-table-stored-data-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(await downloaded[0].text) as { failure: string; entries: Record<string, string> };
    expect(file.failure).toBe('Maximum call stack size exceeded');
    expect(file.entries).toEqual({ 'wars-table:deck:bad': '[[[[', 'wars-table:game:g2': 'x' });
    fireEvent.click(screen.getByRole('button', { name: 'Set aside a saved deck and carry on' }));
    expect(localStorage.getItem('wars-table:deck:bad')).toBeNull();
    expect(localStorage.getItem('wars-table:game:g2')).toBe('x');
  });

  it('with nothing to set aside, offers to try again; a thrown non-error is named plainly', () => {
    const Odd = (): never => { throw [[[1]]]; };
    const carryOn = vi.fn();
    render(<RecoveryBoundary carryOn={carryOn}><Odd /></RecoveryBoundary>);
    expect(screen.getByText('an unexpected error')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Set aside/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(carryOn).toHaveBeenCalledOnce();
  });
});
