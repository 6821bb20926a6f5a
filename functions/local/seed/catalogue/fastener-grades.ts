import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';

/** Material, strength and surface of a fastener, with its colour in pictures and its price weight. */
export type FastenerGrade = {
  code: string;
  label: string;
  /** Property class as marked on the head (8.8, A2-70…). */
  propertyClass: string;
  material: string;
  surface: string;
  colour: string;
  priceWeight: number;
};

const grade = (
  code: string,
  label: string,
  propertyClass: string,
  material: string,
  surface: string,
  colour: string,
  priceWeight: number,
): FastenerGrade => ({ code, label, propertyClass, material, surface, colour, priceWeight });

export const ZINC_8_8 = grade(
  '8Z',
  'Grade 8.8, Zinc Plated',
  '8.8',
  'Medium carbon steel C45 / 35K',
  'Zinc plated 8 µm, clear trivalent passivation',
  '#c8d0d8',
  1,
);
export const YELLOW_8_8 = grade(
  '8Y',
  'Grade 8.8, Yellow Zinc',
  '8.8',
  'Medium carbon steel C45 / 35K',
  'Zinc plated 8 µm, yellow trivalent passivation',
  '#d4b45a',
  1.05,
);
export const GALVANIZED_8_8 = grade(
  '8G',
  'Grade 8.8, Hot-Dip Galvanized',
  '8.8',
  'Medium carbon steel C45 / 35K',
  'Hot-dip galvanized to ISO 10684, min. 40 µm',
  '#9ea7ad',
  1.45,
);
export const BLACK_10_9 = grade(
  '10B',
  'Grade 10.9, Black Oxide',
  '10.9',
  'Alloy steel 40Cr / SCM435',
  'Black oxide, oiled',
  '#3a3d42',
  1.3,
);
export const BLACK_12_9 = grade(
  '12B',
  'Grade 12.9, Black Oxide',
  '12.9',
  'Alloy steel SCM435',
  'Black oxide, oiled',
  '#33363b',
  1.5,
);
export const STAINLESS_A2 = grade(
  'A2',
  'Stainless Steel A2-70',
  'A2-70',
  'Stainless steel AISI 304 (1.4301)',
  'Plain, passivated',
  '#d5d9dd',
  2.6,
);
export const STAINLESS_A4 = grade(
  'A4',
  'Stainless Steel A4-80',
  'A4-80',
  'Stainless steel AISI 316 (1.4401)',
  'Plain, passivated',
  '#cdd3d8',
  3.8,
);

/** A grade's look in pictures; the alternative is the next grade the line offers. */
export function gradeFinishes(grades: readonly FastenerGrade[], index: number): { finish: Finish; altFinish: Finish } {
  const finish = (grade: FastenerGrade): Finish => ({ main: grade.colour, trim: grade.colour });
  return { finish: finish(grades[index % grades.length]!), altFinish: finish(grades[(index + 1) % grades.length]!) };
}

/** Small fasteners are quoted per thousand, as the trade does. */
export function fastenerUnit(pricePerPiece: number): { base: number; unit: string } {
  return pricePerPiece < 0.1
    ? { base: pricePerPiece * 1000, unit: '1,000 Pieces' }
    : { base: pricePerPiece, unit: 'Piece' };
}
