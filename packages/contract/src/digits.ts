/** Arabic-Indic digits as Western ones ("٠١٠" → "010"): what people type on an Arabic keyboard is read as typed. */
export function westernDigits(text: string) {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}
