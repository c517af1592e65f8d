/** Arabic-Indic digits as Western ones ("٠١٠" → "010"): what people type on an Arabic keyboard is read as typed. */
export function westernDigits(text: string) {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** Western digits as Arabic-Indic ones ("2-03" → "٢-٠٣"): how an Arabic page writes every figure. */
export function arabicDigits(text: string | number) {
  return String(text).replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

/**
 * A name someone typed ("شقة 301", "محل G-08") as an Arabic text writes it: its words' digits
 * Arabic-Indic, and a word with Latin letters (a code) kept as typed and isolated left to right,
 * so an Arabic line does not turn "G-08" into "08-G".
 */
export function arabicWritten(name: string) {
  return name
    .split(" ")
    .map((word) => (/[A-Za-z]/.test(word) ? `\u2066${word}\u2069` : arabicDigits(word)))
    .join(" ");
}
