import { Link } from 'react-router';
import { Smartphone } from 'lucide-react';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { Logo } from '@/components/ui/logo';
import { INFO_PAGES } from '@/features/info/info-pages';
import { useStoreConfig } from '@/features/store/api/store-config';
import { cn } from '@/lib/cn';
import { APP_INSTALL_URL, SOCIAL_LINKS } from '@/lib/shop-links';
import { useShopCategories } from '../shop-catalog';

/**
 * Phones list the first 8 categories; wider screens all of them, 7 per column
 * (docs/product/screens.md#home).
 */
const MOBILE_CATEGORY_COUNT = 8;

const socials = [
  { href: SOCIAL_LINKS.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: SOCIAL_LINKS.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: SOCIAL_LINKS.youtube, label: 'YouTube', Icon: YoutubeIcon },
  { href: SOCIAL_LINKS.x, label: 'X', Icon: XIcon },
];

const heading = 'mb-3 text-sm font-bold tracking-wide text-gray-900 uppercase';
const link = 'rounded text-sm text-gray-600 hover:text-brand-700';

export function SiteFooter() {
  const { data: categories = [] } = useShopCategories();
  // The store's own name (its settings), GroFresh until they have come.
  const storeName = useStoreConfig().data?.store.name ?? 'GroFresh';
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1.1fr_0.8fr_2fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-gray-600">
            Groceries and fresh daily milk from {storeName}. Free delivery, every order.
          </p>
          <a
            href={APP_INSTALL_URL}
            target="_blank"
            rel="noreferrer"
            className="mt-4 inline-flex items-center gap-3 rounded-xl bg-gray-900 px-4 py-2 text-white hover:bg-gray-800"
          >
            <Smartphone className="size-6" aria-hidden />
            <span className="flex flex-col leading-tight">
              <span className="text-[11px] text-gray-300">Get it on your phone</span>
              <span className="text-sm font-semibold">Install the GroFresh app</span>
            </span>
          </a>
          <ul className="mt-5 flex gap-2" aria-label="GroFresh on social media">
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={label}
                  className="grid size-10 place-items-center rounded-full bg-gray-100 text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links" className={heading}>
            Useful links
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 md:grid-cols-1">
            {INFO_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={link}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={heading}>
            Categories
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 md:auto-cols-fr md:grid-flow-col md:grid-cols-none md:grid-rows-7">
            {categories.map((c, i) => (
              <li key={c._id} className={cn(i >= MOBILE_CATEGORY_COUNT && 'max-md:hidden')}>
                <Link to={`/category/${c._id}`} className={link}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-100 px-4 pt-4 pb-28 text-center text-xs text-gray-500 md:pb-6">
        © {new Date().getFullYear()} {storeName}. Prices include all taxes.
      </div>
    </footer>
  );
}
