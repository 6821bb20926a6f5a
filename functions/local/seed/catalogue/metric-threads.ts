/** ISO metric coarse thread sizes and the head, nut and washer dimensions that go with them (mm). */
export type MetricSize = {
  size: string;
  diameter: number;
  pitch: number;
  /** Hex head across flats (ISO 4017) and head height. */
  hexAcrossFlats: number;
  hexHeadHeight: number;
  /** Hex nut across flats (DIN 934) and height. */
  nutAcrossFlats: number;
  nutHeight: number;
  /** Socket cap head diameter and hex key size (ISO 4762). */
  socketHead: number;
  socketKey: number;
  /** Flat washer DIN 125-A: inner, outer diameter, thickness. */
  washer: [number, number, number];
};

const size = (
  diameter: number,
  pitch: number,
  hex: [number, number],
  nut: [number, number],
  socket: [number, number],
  washer: [number, number, number],
): MetricSize => ({
  size: `M${diameter}`,
  diameter,
  pitch,
  hexAcrossFlats: hex[0],
  hexHeadHeight: hex[1],
  nutAcrossFlats: nut[0],
  nutHeight: nut[1],
  socketHead: socket[0],
  socketKey: socket[1],
  washer,
});

export const METRIC_SIZES: Record<number, MetricSize> = {
  4: size(4, 0.7, [7, 2.8], [7, 3.2], [7, 3], [4.3, 9, 0.8]),
  5: size(5, 0.8, [8, 3.5], [8, 4], [8.5, 4], [5.3, 10, 1]),
  6: size(6, 1, [10, 4], [10, 5], [10, 5], [6.4, 12, 1.6]),
  8: size(8, 1.25, [13, 5.3], [13, 6.5], [13, 6], [8.4, 16, 1.6]),
  10: size(10, 1.5, [16, 6.4], [17, 8], [16, 8], [10.5, 20, 2]),
  12: size(12, 1.75, [18, 7.5], [19, 10], [18, 10], [13, 24, 2.5]),
  16: size(16, 2, [24, 10], [24, 13], [24, 14], [17, 30, 3]),
  20: size(20, 2.5, [30, 12.5], [30, 16], [30, 17], [21, 37, 3]),
  24: size(24, 3, [36, 15], [36, 19], [36, 19], [25, 44, 4]),
};

export function metric(diameter: number): MetricSize {
  const found = METRIC_SIZES[diameter];
  if (!found) throw new Error(`no metric size M${diameter}`);
  return found;
}
