// The store page's map (spec §2 point of sale): metropolitan France and Corsica as a simplified outline, with the
// store's place marked, drawn from coordinates alone so that the shop loads no map tiles from anywhere.

type LonLat = readonly [longitude: number, latitude: number];

/** The mainland's coast and borders, clockwise from Dunkirk (about 20 km precision: enough to place a town). */
const MAINLAND: readonly LonLat[] = [
  [2.37, 51.05], [3.2, 50.75], [4.15, 49.98], [4.85, 50.15], [5.8, 49.55], [6.4, 49.47], [7.0, 49.15], [8.2, 48.98],
  [7.6, 47.6], [7.55, 47.55], [6.95, 47.45], [6.1, 46.6], [6.1, 46.15], [6.8, 46.05], [7.0, 45.3], [6.6, 45.1],
  [7.0, 44.25], [7.5, 43.78], [7.25, 43.7], [6.6, 43.15], [5.9, 43.1], [5.35, 43.3], [4.6, 43.35], [3.5, 43.28],
  [3.05, 42.85], [3.17, 42.43], [1.7, 42.5], [0.7, 42.8], [-0.3, 42.85], [-1.1, 43.05], [-1.78, 43.37], [-1.55, 43.48],
  [-1.25, 44.6], [-1.2, 45.8], [-1.15, 46.15], [-2.2, 47.1], [-2.5, 47.3], [-3.2, 47.6], [-4.4, 47.8], [-4.75, 48.35],
  [-4.6, 48.6], [-3.6, 48.8], [-2.7, 48.5], [-1.6, 48.65], [-1.6, 49.25], [-1.9, 49.7], [-1.3, 49.7], [-1.1, 49.4],
  [0.1, 49.45], [1.2, 49.95], [1.6, 50.4], [1.85, 50.95],
];

const CORSICA: readonly LonLat[] = [[9.4, 43.0], [9.55, 42.1], [9.2, 41.37], [8.6, 41.9], [8.7, 42.6]];

const WEST = -5.2;
const NORTH = 51.3;
/** Degrees of longitude shrink with the cosine of the latitude: France's middle latitude keeps its shape. */
const LONGITUDE_SCALE = Math.cos((46.5 * Math.PI) / 180);
const UNITS_PER_DEGREE = 40;
const MARGIN = 10;

/** The map's drawing box, in the units of its paths. */
export const MAP_WIDTH = Math.round((9.8 - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE + 2 * MARGIN);
export const MAP_HEIGHT = Math.round((NORTH - 41.2) * UNITS_PER_DEGREE + 2 * MARGIN);

/** A place on the map, in the units of its paths. */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    x: round(MARGIN + (longitude - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE),
    y: round(MARGIN + (NORTH - latitude) * UNITS_PER_DEGREE),
  };
}

function outline(points: readonly LonLat[]): string {
  return `${points.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${project(lat, lon).x} ${project(lat, lon).y}`).join(' ')} Z`;
}

/** The land's outline as one SVG path. */
export const FRANCE_PATH = `${outline(MAINLAND)} ${outline(CORSICA)}`;

/** Whether the map can show the place: inside its box (overseas stores cannot be placed on it). */
export function onMap(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null) return false;
  const { x, y } = project(latitude, longitude);
  return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
}
