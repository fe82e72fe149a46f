import { lazy, type ComponentType } from 'react';
import type { Store } from '@grofresh/contracts';

export interface InfoPage {
  path: string;
  /** The page title and the footer link label. */
  title: string;
  Content: ComponentType<{ store: Store | undefined }>;
}

type Content = InfoPage['Content'];

/** A page's text loads when it is opened: every page's footer lists them all. */
const onOpen = (load: () => Promise<Content>): Content =>
  lazy(async () => ({ default: await load() }));

/** The footer pages, in footer order (docs/product/screens.md#routes). */
export const INFO_PAGES: InfoPage[] = [
  {
    path: '/faqs',
    title: 'FAQs',
    Content: onOpen(async () => (await import('./components/faqs-content')).FaqsContent),
  },
  {
    path: '/contact',
    title: 'Contact us',
    Content: onOpen(async () => (await import('./components/contact-content')).ContactContent),
  },
  {
    path: '/deliver',
    title: 'Deliver with us',
    Content: onOpen(async () => (await import('./components/deliver-content')).DeliverContent),
  },
  {
    path: '/blog',
    title: 'Blog',
    Content: onOpen(async () => (await import('./components/blog-content')).BlogContent),
  },
  {
    path: '/security',
    title: 'Security',
    Content: onOpen(async () => (await import('./components/security-content')).SecurityContent),
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    Content: onOpen(async () => (await import('./components/privacy-content')).PrivacyContent),
  },
  {
    path: '/terms',
    title: 'Terms & conditions',
    Content: onOpen(async () => (await import('./components/terms-content')).TermsContent),
  },
];
