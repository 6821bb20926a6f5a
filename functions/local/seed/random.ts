// Every "random" choice of the seed comes from here, seeded by a label, so two runs write the
// same rows (ids, texts, media keys).

/** mulberry32: a tiny 32-bit PRNG, good enough to vary demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label such as 'demo/products' into a seed. */
export function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = {
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in a random order. */
  pickSome<T>(items: readonly T[], count: number): T[];
};

export function seededRandom(label: string): Random {
  const next = mulberry32(hashLabel(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  const pickSome = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = int(0, index);
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, count);
  };
  return { next, int, pick, pickSome };
}
