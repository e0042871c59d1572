import { describe, expect, it } from 'vitest';
import { OUTLINES, type Outline } from './india-outlines';
import { fromIndiaView, isOutlineOf, toIndiaView } from './india-projection';

type Point = [number, number];

/** The polygons of an outline's SVG path (its curves' end points suffice to tell inside from outside here). */
function polygons(d: string): Point[][] {
  const tokens = d.match(/[a-df-zA-DF-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: Point[][] = [];
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let current: Point[] = [];
  const n = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/^[a-df-zA-DF-Z]$/.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    switch (command.toLowerCase()) {
      case 'm':
        [x, y] = relative ? [x + n(), y + n()] : [n(), n()];
        current = [[x, y]];
        out.push(current);
        command = relative ? 'l' : 'L';
        break;
      case 'l':
        [x, y] = relative ? [x + n(), y + n()] : [n(), n()];
        current.push([x, y]);
        break;
      case 'h':
        x = relative ? x + n() : n();
        current.push([x, y]);
        break;
      case 'v':
        y = relative ? y + n() : n();
        current.push([x, y]);
        break;
      case 'c':
        i += 4;
        [x, y] = relative ? [x + n(), y + n()] : [n(), n()];
        current.push([x, y]);
        break;
      case 'z':
        [x, y] = current[0] ?? [x, y];
        break;
      default:
        throw new Error(`path command ${command}`);
    }
  }
  return out;
}

function inside([px, py]: Point, polygon: Point[]): boolean {
  let within = false;
  for (let a = 0, b = polygon.length - 1; a < polygon.length; b = a++) {
    const [xa, ya] = polygon[a]!;
    const [xb, yb] = polygon[b]!;
    if (ya > py !== yb > py && px < ((xb - xa) * (py - ya)) / (yb - ya) + xa) within = !within;
  }
  return within;
}

const outlineAt = (latitude: number, longitude: number): Outline | undefined => {
  const { x, y } = toIndiaView({ latitude, longitude });
  return OUTLINES.find((o) => polygons(o.path).some((p) => inside([x, y], p)));
};

describe('the map of India', () => {
  it.each([
    ['Delhi', 28.6327, 77.2196, 'Delhi'],
    ['Mumbai', 18.9388, 72.8354, 'Maharashtra'],
    ['Pune', 18.5204, 73.8567, 'Maharashtra'],
    ['Nashik', 19.9975, 73.7898, 'Maharashtra'],
    ['Panaji', 15.4909, 73.8278, 'Goa'],
    ['Chennai', 13.0827, 80.2707, 'Tamil Nadu'],
    ['Bengaluru', 12.9716, 77.5946, 'Karnataka'],
    ['Kochi', 9.9312, 76.2673, 'Kerala'],
    ['Hyderabad', 17.385, 78.4867, 'Telangana'],
    ['Kolkata', 22.5726, 88.3639, 'West Bengal'],
    ['Guwahati', 26.1445, 91.7362, 'Assam'],
    ['Chandigarh', 30.7333, 76.7794, 'Chandigarh'],
    ['Jaipur', 26.9124, 75.7873, 'Rajasthan'],
    ['Ahmedabad', 23.0225, 72.5714, 'Gujarat'],
    ['Bhopal', 23.2599, 77.4126, 'Madhya Pradesh'],
    ['Lucknow', 26.8467, 80.9462, 'Uttar Pradesh'],
    ['Patna', 25.5941, 85.1376, 'Bihar'],
    ['Bhubaneswar', 20.2961, 85.8245, 'Odisha'],
    ['Port Blair', 11.6234, 92.7265, 'Andaman and Nicobar Islands'],
  ])('puts %s inside its state', (_city, latitude, longitude, state) => {
    expect(outlineAt(latitude, longitude)?.name).toBe(state);
  });

  it('turns a place of the picture back into the point it shows', () => {
    const point = { latitude: 18.5204, longitude: 73.8567 };
    const back = fromIndiaView(toIndiaView(point));
    expect(back.latitude).toBeCloseTo(point.latitude, 9);
    expect(back.longitude).toBeCloseTo(point.longitude, 9);
  });

  it("fills today's states and union territories with the outlines of 2019", () => {
    const ids = (state: string) => OUTLINES.filter((o) => isOutlineOf(o, state)).map((o) => o.id);
    expect(ids('Maharashtra')).toEqual(['mh']);
    expect(ids('Ladakh')).toEqual(['jk']);
    expect(ids('Dadra and Nagar Haveli and Daman and Diu').sort()).toEqual(['dd', 'dn']);
  });
});
