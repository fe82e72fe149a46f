import type { ComponentType } from 'react';
import type { Store } from '@grofresh/contracts';
import { BlogContent } from './components/blog-content';
import { ContactContent } from './components/contact-content';
import { DeliverContent } from './components/deliver-content';
import { FaqsContent } from './components/faqs-content';
import { PrivacyContent } from './components/privacy-content';
import { SecurityContent } from './components/security-content';
import { TermsContent } from './components/terms-content';

export interface InfoPage {
  path: string;
  /** The page title and the footer link label. */
  title: string;
  Content: ComponentType<{ store: Store | undefined }>;
}

/** SPEC 2: the footer pages, in footer order. */
export const INFO_PAGES: InfoPage[] = [
  { path: '/faqs', title: 'FAQs', Content: FaqsContent },
  { path: '/contact', title: 'Contact us', Content: ContactContent },
  { path: '/deliver', title: 'Deliver with us', Content: DeliverContent },
  { path: '/blog', title: 'Blog', Content: BlogContent },
  { path: '/security', title: 'Security', Content: SecurityContent },
  { path: '/privacy', title: 'Privacy policy', Content: PrivacyContent },
  { path: '/terms', title: 'Terms & conditions', Content: TermsContent },
];
