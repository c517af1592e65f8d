/**
 * An Egyptian number as people write it: a mobile 010 0123 4567, a Cairo or Giza landline
 * 02 2345 6789, another area's landline 0xx xxx xxxx; a number of another shape keeps its digits.
 */
export function egyptianNumber(number: string): string {
  const digits = number.replace(/\D/g, "");
  const national = digits.startsWith("20") ? `0${digits.slice(2)}` : digits;
  if (/^01[0125]\d{8}$/.test(national))
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  if (/^0[23]\d{8}$/.test(national))
    return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  if (/^0\d{9}$/.test(national))
    return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return number;
}
