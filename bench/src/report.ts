/** Markdown pieces for the benchmark report. */

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : "—";
export const whole = (value: number) => Math.round(value).toLocaleString("en");
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ratio = (value: number, baseline: number) =>
  baseline > 0 && Number.isFinite(value) ? `${(value / baseline).toFixed(2)}×` : "—";
export const percent = (value: number, baseline: number) =>
  baseline > 0 ? `${((100 * value) / baseline).toFixed(0)} %` : "—";

export type TargetCheck = { target: string; measured: string; met: boolean };

export function targetsTable(checks: TargetCheck[]): string {
  return table(
    ["target", "measured", "met"],
    checks.map((c) => [c.target, c.measured, c.met ? "yes" : "**no**"]),
  );
}
