/** A bounded map that forgets the least recently used entry once it holds `capacity` of them. */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  get size(): number {
    return this.#entries.size;
  }
}
