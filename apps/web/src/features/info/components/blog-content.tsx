import { InfoArticle } from './info-article';

const posts = [
  {
    date: '2 Nov 2026',
    title: 'Why our milk reaches you by 7 AM',
    body: 'Our dairy partners in Hoskote milk before dawn, and the chilled van reaches Indiranagar by 5:30. Every packet is checked at the store and on its way to your door within the hour, which is also why dairy delivers only within 6 km.',
  },
  {
    date: '18 Oct 2026',
    title: 'A festive pantry checklist',
    body: 'Ghee, besan, sugar, dry fruit and a little extra milk for the payasam: stock up before the rush. We keep festive staples at the front of the shop and restock them every morning.',
  },
  {
    date: '30 Sep 2026',
    title: 'Choosing a good Alphonso',
    body: 'Look for a golden skin with a blush near the stem, a sweet smell and a slight give when pressed. Skip fruit with black patches or a sour smell. Ripen them in a paper bag, never in the fridge.',
  },
];

export function BlogContent() {
  return (
    <InfoArticle lead="News and kitchen notes from the GroFresh store in Indiranagar.">
      <div className="mt-4 space-y-4">
        {posts.map((post) => (
          <section key={post.title} className="rounded-xl bg-gray-50 p-4">
            <p className="!mt-0 text-xs font-semibold tracking-wide !text-gray-500 uppercase">
              {post.date}
            </p>
            <h2 className="!mt-1">{post.title}</h2>
            <p>{post.body}</p>
          </section>
        ))}
      </div>
    </InfoArticle>
  );
}
