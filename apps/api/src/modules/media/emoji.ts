import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const require = createRequire(import.meta.url);
let iconSet: Promise<IconSet> | undefined;

/** Product art ships with the app: Fluent Emoji (flat) from npm, read once on first use. */
const loadIcons = (): Promise<IconSet> =>
  (iconSet ??= readFile(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8').then(
    (text) => JSON.parse(text) as IconSet,
  ));

export interface Emoji {
  body: string;
  width: number;
  height: number;
}

export async function findEmoji(name: string): Promise<Emoji | undefined> {
  const set = await loadIcons();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  return {
    body: icon.body,
    width: icon.width ?? set.width ?? 32,
    height: icon.height ?? set.height ?? 32,
  };
}

export const emojiSvg = ({ body, width, height }: Emoji): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

export const emojiUrl = (name: string): string => `/media/emoji/${name}.svg`;

/** Every bundled picture's name, A-Z (aliases left out: each picture once). */
export async function emojiNames(): Promise<string[]> {
  return Object.keys((await loadIcons()).icons).sort();
}
