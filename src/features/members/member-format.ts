/** Display helpers for member values (dates as 'yyyy. MM. dd', ages from a birth year). */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant or a YYYY-MM-DD date as 'yyyy. MM. dd' (instants in local time). */
export function formatDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[1]}. ${plain[2]}. ${plain[3]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${d.getFullYear()}. ${pad(d.getMonth() + 1)}. ${pad(d.getDate())}`;
}

/** Age this year for a birth year (the way teams count it on a roster). */
export function ageFrom(birthYear: number, now: Date = new Date()): number {
  return now.getFullYear() - birthYear;
}
