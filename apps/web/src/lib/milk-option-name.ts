/**
 * A milk option's code (HALF_LITRE, TWO_LITRE, 500_ML) as the console names it for an
 * owner: "½ litre", "2 litres", "500 ml". The code itself stays what subscriptions keep.
 */
const numbers: Record<string, string> = {
  HALF: '½',
  QUARTER: '¼',
  ONE: '1',
  TWO: '2',
  THREE: '3',
  FOUR: '4',
  FIVE: '5',
};
const units: Record<string, [one: string, many: string]> = {
  LITRE: ['litre', 'litres'],
  LITRES: ['litre', 'litres'],
  LITER: ['litre', 'litres'],
  LITERS: ['litre', 'litres'],
  L: ['litre', 'litres'],
  ML: ['ml', 'ml'],
};

export function milkOptionName(code: string): string {
  const words = code
    .trim()
    .toUpperCase()
    .split(/[_\s]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  // THREE_QUARTER(S)_LITRE reads ¾ litre.
  const joined = words.join('_').replace(/^THREE_QUARTERS?(?=_|$)/, '¾');
  const out: string[] = [];
  let amount: number | null = null;
  for (const word of joined.split('_')) {
    const unit = units[word];
    if (unit) {
      out.push(amount !== null && amount > 1 ? unit[1] : unit[0]);
    } else if (word in numbers || /^\d+(\.\d+)?$/.test(word) || word === '¾') {
      const n = numbers[word] ?? word;
      amount = /^\d/.test(n) ? Number(n) : 0.5;
      out.push(n);
    } else {
      out.push(word.toLowerCase());
    }
  }
  const name = out.join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
