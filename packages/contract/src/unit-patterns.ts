/**
 * The unit generator's name and code patterns (issue 17): the API fills them for every unit it
 * makes, the portal for the example it shows beside them. No zod here: the web bundle reads it.
 */
const TOKEN = /\{(building|floor|unit)(?::(\d))?\}/g;

export type PatternValues = { building: string; floor: number; unit: number };

/** A code pattern filled in: the building's name without its spaces, so "Building 2" makes "Building2-501". */
export function fillCodePattern(pattern: string, values: PatternValues) {
  return fillPattern(pattern, { ...values, building: values.building.replace(/\s+/gu, "") });
}

/** A pattern with its `{building}`, `{floor}` and `{unit}` filled in; `{unit:2}` pads to two digits. */
export function fillPattern(pattern: string, values: PatternValues) {
  return pattern.replace(TOKEN, (_, name: keyof PatternValues, width?: string) => {
    const value = String(values[name]);
    return width ? value.padStart(Number(width), "0") : value;
  });
}
