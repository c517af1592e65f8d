import type { ReactNode } from "react";

/** `numeric`: figures line up at the end of the column, digit under digit. */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

const alignment = (column: { numeric?: boolean }) =>
  column.numeric ? "text-end tabular-nums" : "text-start";

/**
 * A table of rows with a caption for screen readers. On a narrow phone it scrolls sideways inside
 * its own box (the first column stays in view), so the page never does; a shadow at an edge says
 * there is more that way. With `stackedOnPhone` each row is a card there instead, every value
 * under its column's name: for a table read row by row, with actions in its last columns.
 */
export function PartnerTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  stackedOnPhone = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
  stackedOnPhone?: boolean;
}) {
  // Tailwind sees whole class names only: each piece is spelled out, applied or not.
  const stack = stackedOnPhone
    ? {
        table: "max-sm:min-w-0",
        head: "max-sm:sr-only",
        row: "max-sm:block max-sm:px-3 max-sm:py-3",
        first: "max-sm:static max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base",
        cell: "max-sm:flex max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-start max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:font-bold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] max-sm:[overflow-wrap:anywhere] max-sm:*:min-w-0",
      }
    : { table: "", head: "", row: "", first: "", cell: "" };
  if (rows.length === 0)
    return <p className="rounded-xl bg-white px-4 py-8 text-center text-slate-600">{empty}</p>;
  return (
    <section
      // relative: the caption (sr-only, absolutely placed) stays inside the scroller, not past the page's edge.
      className="scroll-shadows relative overflow-x-auto rounded-xl border border-slate-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      aria-label={caption}
    >
      <table className={`w-full min-w-[36rem] border-collapse text-sm ${stack.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-100 text-start text-slate-700 ${stack.head}`}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-bold ${alignment(column)} ${index === 0 ? "sticky start-0 bg-slate-100" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`border-slate-100 border-t align-middle ${stack.row}`}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`sticky start-0 bg-white px-3 py-2 text-start font-bold ${stack.first}`}
                  >
                    {/* At most half a phone's width, or a long email would cover the columns it scrolls
                        past. What may break anywhere (an email) says so itself: here, a table would
                        squeeze a date or a reference into two lines. */}
                    <div className={stackedOnPhone ? "" : "max-w-[45vw] sm:max-w-none"}>
                      {column.cell(row)}
                    </div>
                  </th>
                ) : (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`px-3 py-2 ${alignment(column)} ${stack.cell}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
