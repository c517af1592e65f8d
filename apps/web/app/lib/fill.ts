import { createElement, Fragment, type ReactNode } from "react";

/** Fills `{name}` placeholders of a locale text. */
export function fill(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Fills `{name}` placeholders with elements: a sentence that holds someone's own words (a name,
 * a search) gets each in a `<bdi>`, so their direction cannot reorder the sentence around them.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  // Split on a capture group: the odd pieces are the placeholders' names.
  return text
    .split(/\{(\w+)\}/g)
    .map((piece, index) =>
      index % 2 === 1 && piece in values ? createElement(Fragment, { key: index }, values[piece]) : piece,
    );
}

export { isolated } from "@capital/contract/bidi";
