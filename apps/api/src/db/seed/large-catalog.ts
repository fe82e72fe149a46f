import type { SeedItem } from './demo-catalog';

const ranges = [
  'Organic',
  'Premium',
  'Family Pack',
  'Farm Fresh',
  'Classic',
  'Select',
  'Value Pack',
  'Homestyle',
  'Gold',
  'Daily',
  'Royal',
  'Desi',
  'Natural',
  'Super Saver',
  'Chef Special',
  'Kisan',
  'Village',
  'Mother',
  'Prime',
  'Healthy',
  'Tasty',
  'Pure',
  'Golden',
  'Nutri',
  'Green Valley',
  'Himalayan',
  'Kerala',
  'Punjab',
  'Bengal',
  'Malabar',
  'Deccan',
  'Konkan',
  'Rajasthani',
  'Gujarati',
  'Mysore',
  'Chettinad',
  'Awadhi',
  'Kashmiri',
  'Assam',
  'Nilgiri',
];

/**
 * A large, plausible catalog for benchmarks: the demo items under many store-brand ranges,
 * with slightly varied prices. Deterministic, so two runs measure the same thing.
 */
export function largeCatalog(base: SeedItem[], count: number): SeedItem[] {
  const out: SeedItem[] = [];
  for (let r = 0; out.length < count; r++) {
    const range = `${ranges[r % ranges.length]}${r >= ranges.length ? ` ${Math.floor(r / ranges.length) + 1}` : ''}`;
    for (const item of base) {
      if (out.length >= count) break;
      const factor = 1 + ((r * 7 + item.name.length) % 11) / 20;
      const scale = (rupees: number) => Math.round(rupees * factor);
      out.push({
        ...item,
        name: `${range} ${item.name}`,
        price: scale(item.price),
        discountPrice: item.discountPrice
          ? Math.min(scale(item.discountPrice), scale(item.price) - 1)
          : undefined,
        variants: item.variants?.map((v) => ({
          value: v.value,
          price: scale(v.price),
          discountPrice: v.discountPrice
            ? Math.min(scale(v.discountPrice), scale(v.price) - 1)
            : undefined,
        })),
      });
    }
  }
  return out;
}
