import type { Store } from '@grofresh/contracts';
import { CUTOFF_TEXT, dairyRangeText, EVENING_SLOT_TEXT, storeNameOf } from '../shop-facts';
import { InfoArticle } from './info-article';

/** Shop notes state only what the shop does; kitchen notes are general advice. */
const postsFor = (store: Store | undefined) => [
  {
    kind: 'Shop note',
    title: `Why ${CUTOFF_TEXT} matters`,
    body: `Home deliveries go out in the evening. Orders placed before ${CUTOFF_TEXT} are delivered the same evening, by ${EVENING_SLOT_TEXT}; orders placed later, the next evening. My Orders shows when to expect each one.`,
  },
  {
    kind: 'Shop note',
    title: 'Changed your mind? Cancel it yourself',
    body: 'Until the store accepts your order, you can cancel it from My Orders and tell us why. The Grocoins you used come straight back, and an online payment is refunded to where it came from.',
  },
  {
    kind: 'Shop note',
    title: 'Your usual basket in one tap',
    body: 'Open a delivered order and tap Buy again: everything still on sale goes into your cart at today’s prices, and we tell you what is unavailable or priced differently before you check out.',
  },
  {
    kind: 'Shop note',
    title: 'Why dairy depends on where you are',
    body: `Milk and other dairy products need to stay cold, so ${storeNameOf(store)} delivers dairy only ${dairyRangeText(store)}. Allow location access and dairy appears if you are in range.`,
  },
  {
    kind: 'Kitchen note',
    title: 'Choosing a good Alphonso',
    body: 'Look for a golden skin with a blush near the stem, a sweet smell and a slight give when pressed. Skip fruit with black patches or a sour smell. Ripen them in a paper bag, never in the fridge.',
  },
];

export function BlogContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle
      lead={`Notes from ${storeNameOf(store)}: how the shop works, and a little kitchen advice.`}
    >
      <div className="mt-4 space-y-4">
        {postsFor(store).map((post) => (
          <section key={post.title} className="rounded-xl bg-gray-50 p-4">
            <p className="!mt-0 text-xs font-semibold tracking-wide !text-gray-600 uppercase">
              {post.kind}
            </p>
            <h2 className="!mt-1">{post.title}</h2>
            <p>{post.body}</p>
          </section>
        ))}
      </div>
    </InfoArticle>
  );
}
