import { TextField } from '@/components/ui/text-field';
import { BundledPictures } from './image-picker';

/** The colours the shop's banner drawing knows (apps/api media/banner.ts). */
const TONES = { green: 'Green', yellow: 'Yellow', orange: 'Orange', blue: 'Blue', pink: 'Pink' };

export interface BannerArt {
  title: string;
  subtitle: string;
  emoji: string;
  tone: string;
}

const DRAWN = '/media/banner.svg?';
export const drawnBannerUrl = (art: BannerArt) =>
  DRAWN +
  new URLSearchParams({
    title: art.title.trim(),
    subtitle: art.subtitle.trim(),
    emoji: art.emoji,
    tone: art.tone,
  }).toString();

/** The drawing a banner URL describes, or a fresh one. */
export function bannerArtOf(url: string | undefined): BannerArt {
  const params = new URLSearchParams(url?.startsWith(DRAWN) ? url.slice(DRAWN.length) : '');
  return {
    title: params.get('title') ?? '',
    subtitle: params.get('subtitle') ?? '',
    emoji: params.get('emoji') ?? 'shopping-bags',
    tone: params.get('tone') ?? 'green',
  };
}

const emojiOf = (url: string) => /^\/media\/emoji\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];

/** A banner drawn by the shop: a title, a line under it, a bundled picture and a colour. */
export function BannerDesign({
  art,
  onChange,
}: {
  art: BannerArt;
  onChange: (art: BannerArt) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Title"
          maxLength={60}
          value={art.title}
          onChange={(e) => onChange({ ...art, title: e.target.value })}
        />
        <TextField
          label="Line under it"
          note="optional"
          maxLength={80}
          value={art.subtitle}
          onChange={(e) => onChange({ ...art, subtitle: e.target.value })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">Colour</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {Object.entries(TONES).map(([tone, label]) => (
            <label
              key={tone}
              className="flex h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="banner-tone"
                className="accent-brand-600"
                checked={art.tone === tone}
                onChange={() => onChange({ ...art, tone })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <p className="text-sm font-semibold text-gray-800">Picture</p>
        <BundledPictures
          value={`/media/emoji/${art.emoji}.svg`}
          initialTerm={art.emoji}
          onPick={(url) => onChange({ ...art, emoji: emojiOf(url) ?? art.emoji })}
        />
      </div>
    </div>
  );
}
